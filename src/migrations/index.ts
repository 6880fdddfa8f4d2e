import * as migration_20261122_033118_initial from './20261122_033118_initial';
import * as migration_20261122_090337_leads from './20261122_090337_leads';
import * as migration_20261123_071626_customers from './20261123_071626_customers';
import * as migration_20261123_080122_analytics from './20261123_080122_analytics';
import * as migration_20261123_113706_chat from './20261123_113706_chat';
import * as migration_20261123_224927_crm_deliveries_on_job_queue from './20261123_224927_crm_deliveries_on_job_queue';
import * as migration_20261123_230546_rate_limit_hits from './20261123_230546_rate_limit_hits';
import * as migration_20261124_020415_cart_coupons_billing from './20261124_020415_cart_coupons_billing';
import * as migration_20261124_020505_bookings from './20261124_020505_bookings';
import * as migration_20261124_020643_sales from './20261124_020643_sales';
import * as migration_20261124_023817_order_emails from './20261124_023817_order_emails';
import * as migration_20261124_035500_site_settings_holidays_removed from './20261124_035500_site_settings_holidays_removed';
import * as migration_20261124_040600_cart_ready_price from './20261124_040600_cart_ready_price';
import * as migration_20261124_051109_vo_documents from './20261124_051109_vo_documents';
import * as migration_20261124_051245_building_private_office_price_site_trust from './20261124_051245_building_private_office_price_site_trust';
import * as migration_20261124_052041_cancellation_policy from './20261124_052041_cancellation_policy';
import * as migration_20261124_052050_pages_plan_cards from './20261124_052050_pages_plan_cards';
import * as migration_20261124_053107_order_reschedules from './20261124_053107_order_reschedules';
import * as migration_20261124_053712_vo_config from './20261124_053712_vo_config';
import * as migration_20261124_055653_outbox_whatsapp from './20261124_055653_outbox_whatsapp';
import * as migration_20261124_080718_order_reschedule_email from './20261124_080718_order_reschedule_email';
import * as migration_20261124_082131_partners from './20261124_082131_partners';
import * as migration_20261124_085418_esign_requests_agreement_templates from './20261124_085418_esign_requests_agreement_templates';
import * as migration_20261124_121804_order_cancellation_email from './20261124_121804_order_cancellation_email';
import * as migration_20261124_212919_buildings_name_index from './20261124_212919_buildings_name_index';
import * as migration_20261201_235720_credit_ledger from './20261201_235720_credit_ledger';
import * as migration_20261201_235811_stored_files from './20261201_235811_stored_files';
import * as migration_20261202_002104_live_holds_per_customer from './20261202_002104_live_holds_per_customer';
import * as migration_20261202_002747_gst_registration_address from './20261202_002747_gst_registration_address';
import * as migration_20261202_002913_zero_orders from './20261202_002913_zero_orders';

export const migrations = [
  {
    up: migration_20261122_033118_initial.up,
    down: migration_20261122_033118_initial.down,
    name: '20261122_033118_initial',
  },
  {
    up: migration_20261122_090337_leads.up,
    down: migration_20261122_090337_leads.down,
    name: '20261122_090337_leads',
  },
  {
    up: migration_20261123_071626_customers.up,
    down: migration_20261123_071626_customers.down,
    name: '20261123_071626_customers',
  },
  {
    up: migration_20261123_080122_analytics.up,
    down: migration_20261123_080122_analytics.down,
    name: '20261123_080122_analytics',
  },
  {
    up: migration_20261123_113706_chat.up,
    down: migration_20261123_113706_chat.down,
    name: '20261123_113706_chat',
  },
  {
    up: migration_20261123_224927_crm_deliveries_on_job_queue.up,
    down: migration_20261123_224927_crm_deliveries_on_job_queue.down,
    name: '20261123_224927_crm_deliveries_on_job_queue',
  },
  {
    up: migration_20261123_230546_rate_limit_hits.up,
    down: migration_20261123_230546_rate_limit_hits.down,
    name: '20261123_230546_rate_limit_hits',
  },
  {
    up: migration_20261124_020415_cart_coupons_billing.up,
    down: migration_20261124_020415_cart_coupons_billing.down,
    name: '20261124_020415_cart_coupons_billing',
  },
  {
    up: migration_20261124_020505_bookings.up,
    down: migration_20261124_020505_bookings.down,
    name: '20261124_020505_bookings',
  },
  {
    up: migration_20261124_020643_sales.up,
    down: migration_20261124_020643_sales.down,
    name: '20261124_020643_sales',
  },
  {
    up: migration_20261124_023817_order_emails.up,
    down: migration_20261124_023817_order_emails.down,
    name: '20261124_023817_order_emails',
  },
  {
    up: migration_20261124_035500_site_settings_holidays_removed.up,
    down: migration_20261124_035500_site_settings_holidays_removed.down,
    name: '20261124_035500_site_settings_holidays_removed',
  },
  {
    up: migration_20261124_040600_cart_ready_price.up,
    down: migration_20261124_040600_cart_ready_price.down,
    name: '20261124_040600_cart_ready_price',
  },
  {
    up: migration_20261124_051109_vo_documents.up,
    down: migration_20261124_051109_vo_documents.down,
    name: '20261124_051109_vo_documents',
  },
  {
    up: migration_20261124_051245_building_private_office_price_site_trust.up,
    down: migration_20261124_051245_building_private_office_price_site_trust.down,
    name: '20261124_051245_building_private_office_price_site_trust',
  },
  {
    up: migration_20261124_052041_cancellation_policy.up,
    down: migration_20261124_052041_cancellation_policy.down,
    name: '20261124_052041_cancellation_policy',
  },
  {
    up: migration_20261124_052050_pages_plan_cards.up,
    down: migration_20261124_052050_pages_plan_cards.down,
    name: '20261124_052050_pages_plan_cards',
  },
  {
    up: migration_20261124_053107_order_reschedules.up,
    down: migration_20261124_053107_order_reschedules.down,
    name: '20261124_053107_order_reschedules',
  },
  {
    up: migration_20261124_053712_vo_config.up,
    down: migration_20261124_053712_vo_config.down,
    name: '20261124_053712_vo_config',
  },
  {
    up: migration_20261124_055653_outbox_whatsapp.up,
    down: migration_20261124_055653_outbox_whatsapp.down,
    name: '20261124_055653_outbox_whatsapp',
  },
  {
    up: migration_20261124_080718_order_reschedule_email.up,
    down: migration_20261124_080718_order_reschedule_email.down,
    name: '20261124_080718_order_reschedule_email',
  },
  {
    up: migration_20261124_082131_partners.up,
    down: migration_20261124_082131_partners.down,
    name: '20261124_082131_partners',
  },
  {
    up: migration_20261124_085418_esign_requests_agreement_templates.up,
    down: migration_20261124_085418_esign_requests_agreement_templates.down,
    name: '20261124_085418_esign_requests_agreement_templates',
  },
  {
    up: migration_20261124_121804_order_cancellation_email.up,
    down: migration_20261124_121804_order_cancellation_email.down,
    name: '20261124_121804_order_cancellation_email',
  },
  {
    up: migration_20261124_212919_buildings_name_index.up,
    down: migration_20261124_212919_buildings_name_index.down,
    name: '20261124_212919_buildings_name_index',
  },
  {
    up: migration_20261201_235720_credit_ledger.up,
    down: migration_20261201_235720_credit_ledger.down,
    name: '20261201_235720_credit_ledger',
  },
  {
    up: migration_20261201_235811_stored_files.up,
    down: migration_20261201_235811_stored_files.down,
    name: '20261201_235811_stored_files',
  },
  {
    up: migration_20261202_002104_live_holds_per_customer.up,
    down: migration_20261202_002104_live_holds_per_customer.down,
    name: '20261202_002104_live_holds_per_customer',
  },
  {
    up: migration_20261202_002747_gst_registration_address.up,
    down: migration_20261202_002747_gst_registration_address.down,
    name: '20261202_002747_gst_registration_address',
  },
  {
    up: migration_20261202_002913_zero_orders.up,
    down: migration_20261202_002913_zero_orders.down,
    name: '20261202_002913_zero_orders'
  },
];
