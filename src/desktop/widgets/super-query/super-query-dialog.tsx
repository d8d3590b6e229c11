import { Button, Col, Empty, Form, Modal, Row, Select, Space } from 'antd';
import { SUPER_QUERY_DIALOG_WIDTH, SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import { MATCH_TYPE_OPTIONS, type MatchType } from '../../../shared/domain/query/rules';
import type { SuperQueryController } from '../../../shared/hooks/super-query/use-super-query';
import { ConditionRow } from './condition-row';
import { SavedQueriesPanel } from './saved-queries-panel';
import { SaveNameModal } from './save-name-modal';
import './super-query.css';

/**
 * 高级查询构造器 (spec 002 §2, 1000 wide): match type, condition rows, the saved queries beside
 * them, footer 重置 / 保存查询条件 on the left and 关闭 / 查询 on the right. Like JeecgBoot it has no
 * mask and stays open after 查询, so the filtered list shows behind it.
 */
export function SuperQueryDialog({ sq, loading = false }: { sq: SuperQueryController; loading?: boolean }) {
  const { state, dispatch } = sq;
  const footer = (
    <div className="cwxt-sq-footer">
      <Space>
        <Button loading={loading} onClick={() => void sq.reset()}>
          {T.reset}
        </Button>
        <Button loading={loading} onClick={sq.startSave}>
          {T.save}
        </Button>
      </Space>
      <Space>
        <Button onClick={sq.close}>{T.close}</Button>
        <Button type="primary" loading={loading} onClick={() => void sq.query()}>
          {T.query}
        </Button>
      </Space>
    </div>
  );
  return (
    <Modal
      title={T.title}
      width={SUPER_QUERY_DIALOG_WIDTH}
      open={sq.visible}
      onCancel={sq.close}
      mask={false}
      footer={footer}
      style={{ top: '5%' }}
      className="cwxt-sq-modal"
    >
      <Row gutter={16}>
        <Col md={19} sm={24} xs={24}>
          {state.rows.length === 0 ? (
            <Empty
              className="cwxt-sq-empty"
              description={
                <span>
                  {T.empty}
                  <span className="cwxt-sq-divider" aria-hidden>
                    |
                  </span>
                  <Button type="link" size="small" onClick={() => dispatch({ type: 'add' })}>
                    {T.addLink}
                  </Button>
                </span>
              }
            />
          ) : (
            <>
              <Form.Item
                label={T.matchType}
                labelCol={{ md: 6, xs: 24 }}
                wrapperCol={{ md: 18, xs: 24 }}
                className="cwxt-sq-match"
              >
                <Select<MatchType>
                  aria-label={T.matchType}
                  options={MATCH_TYPE_OPTIONS.map((o) => ({ ...o }))}
                  value={state.matchType}
                  onChange={(matchType) => dispatch({ type: 'matchType', matchType })}
                />
              </Form.Item>
              {state.rows.map((row, i) => (
                <ConditionRow key={row.id} index={i} row={row} fields={sq.fields} dispatch={dispatch} />
              ))}
            </>
          )}
        </Col>
        <Col md={5} sm={24} xs={24}>
          <SavedQueriesPanel saved={sq.saved} onLoad={sq.load} onRemove={(title) => void sq.remove(title)} />
        </Col>
      </Row>
      <SaveNameModal open={sq.naming} onCancel={sq.cancelSave} onSubmit={sq.submitName} />
    </Modal>
  );
}
