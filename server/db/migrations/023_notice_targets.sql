-- 通知公文 (issue 7 item 6): a draft keeps the plants it will go to until it is published
-- (publishing turns them into biz_notice_target rows), and the plant's reply list reads replies
-- per target plant in time order.
ALTER TABLE biz_notice ADD COLUMN target_all boolean NOT NULL DEFAULT false;
ALTER TABLE biz_notice ADD COLUMN target_plant_ids text;
CREATE INDEX idx_biz_notice_reply_target ON biz_notice_reply (notice_id, plant_id, create_time);
CREATE INDEX idx_biz_notice_read_plant ON biz_notice_read (notice_id, plant_id);
