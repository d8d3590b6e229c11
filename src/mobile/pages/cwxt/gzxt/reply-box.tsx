import { useId, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { runWrite, type SaveUi } from '../../../../shared/hooks/use-save-action';
import { MobileFileUpload } from '../../../widgets/upload/file-upload';
import '../../../ui/visually-hidden.css';
import './office.css';

interface Props {
  ui: SaveUi;
  bizPath: string;
  requiredMessage: string;
  successMessage: string;
  placeholder: string;
  send: (content: string, attachments: string | undefined) => Promise<{ success: boolean; message: string }>;
  onDone: () => void;
}

/** Text, attachments (camera or files) and 回复: the plant's reply on the phone. */
export function ReplyBox(props: Props) {
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const send = async () => {
    if (content.trim() === '') {
      props.ui.warning(props.requiredMessage);
      return;
    }
    setSending(true);
    const done = await runWrite(props.ui, () => props.send(content, attachments), props.successMessage);
    setSending(false);
    if (done) {
      setContent('');
      setAttachments(undefined);
      props.onDone();
    }
  };
  return (
    <div className="cwxt-m-office-reply-box">
      {/* antd-mobile puts aria props on its wrapper, so the textarea is named by a label. */}
      <label htmlFor={inputId} className="cwxt-m-sr-only">
        回复内容
      </label>
      <TextArea
        id={inputId}
        placeholder={props.placeholder}
        rows={4}
        maxLength={2000}
        showCount
        value={content}
        onChange={setContent}
      />
      <MobileFileUpload
        bizPath={props.bizPath}
        label="回复附件"
        value={attachments}
        onChange={(v) => setAttachments(v as string)}
      />
      <Button block color="primary" loading={sending} onClick={() => void send()}>
        回复
      </Button>
    </div>
  );
}
