"""The part of Shopify's Admin GraphQL schema the bot reads and writes, in Shopify's own names and types.

Taken field by field from the Admin API reference (shopify.dev/docs/api/admin-graphql: `Order`,
`Customer`, `LineItem`, `Fulfillment`, `FulfillmentTrackingInfo`, `Refund`, `OrderTransaction`, `MoneyBag`,
`ExchangeLineItem` (with `ReturnInput.exchangeLineItems`), `OrderPaymentCollectionDetails`, `MailingAddress`,
`Product`, `ProductVariant`, `ProductOption`, `SelectedOption`,
`QueryRoot.customers|orders|order|customer|draftOrders|products|product|productVariants|shop`; the mutations
`orderCancel`, `returnCreate`, `draftOrderCreate`, `draftOrderComplete`, `orderUpdate`, `customerAddressCreate`
with their inputs, payloads and user-error codes, as the 2025-10 reference gives them; order
editing, `orderEditBegin` ... `orderEditCommit` and `CalculatedOrder`, is extended onto it by
sandbox/shopify_order_edits.py). graphql-core validates each query against it, so a field or
argument the real API lacks fails here as it would there, with GraphQL's own error. Enums carry
only the values the stand-in produces or the bot reads.
"""

from __future__ import annotations

import functools

from babel import Locale
from babel.numbers import list_currencies
from graphql import GraphQLSchema, build_schema

from sandbox.shopify_order_edits import EDIT_SDL

_COUNTRIES = " ".join(sorted(code for code in Locale("en").territories
                              if isinstance(code, str) and len(code) == 2 and code.isalpha()))
_CURRENCIES = " ".join(sorted(code for code in list_currencies() if code.isalpha()))

SDL = """
scalar DateTime
scalar Decimal
scalar URL
scalar JSON

enum CountryCode { COUNTRIES }
enum CurrencyCode { CURRENCIES }

enum FulfillmentStatus { CANCELLED ERROR FAILURE SUCCESS OPEN PENDING }
enum FulfillmentDisplayStatus {
  ATTEMPTED_DELIVERY CANCELED CONFIRMED DELIVERED FAILURE FULFILLED IN_TRANSIT LABEL_PRINTED
  LABEL_PURCHASED LABEL_VOIDED MARKED_AS_FULFILLED NOT_DELIVERED OUT_FOR_DELIVERY PICKED_UP
  READY_FOR_PICKUP SUBMITTED
}
enum OrderDisplayFulfillmentStatus {
  FULFILLED IN_PROGRESS ON_HOLD OPEN PARTIALLY_FULFILLED PENDING_FULFILLMENT REQUEST_DECLINED
  RESTOCKED SCHEDULED UNFULFILLED
}
enum OrderDisplayFinancialStatus {
  AUTHORIZED EXPIRED PAID PARTIALLY_PAID PARTIALLY_REFUNDED PENDING REFUNDED VOIDED
}
enum OrderTransactionKind { AUTHORIZATION CAPTURE CHANGE EMV_AUTHORIZATION REFUND SALE SUGGESTED_REFUND VOID }
enum OrderTransactionStatus { AWAITING_RESPONSE ERROR FAILURE PENDING SUCCESS UNKNOWN }
enum OrderCancelReason { CUSTOMER DECLINED FRAUD INVENTORY OTHER STAFF }
enum OrderCancelUserErrorCode { INTERNAL_ERROR INVALID NO_REFUND_PERMISSION NOT_FOUND }
enum DraftOrderStatus { COMPLETED INVOICE_SENT OPEN }
enum DraftOrderAppliedDiscountType { FIXED_AMOUNT PERCENTAGE }
enum ReturnStatus { CANCELED CLOSED DECLINED OPEN REQUESTED }
enum ReturnReason {
  COLOR DEFECTIVE NOT_AS_DESCRIBED OTHER SIZE_TOO_LARGE SIZE_TOO_SMALL STYLE UNKNOWN UNWANTED WRONG_ITEM
}
enum ReturnErrorCode { ALREADY_EXISTS BLANK CREATION_FAILED INTERNAL_ERROR INVALID NOT_FOUND }
enum OrderSortKeys { CREATED_AT ID PROCESSED_AT UPDATED_AT }

type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }

type MailingAddress {
  id: ID! address1: String address2: String city: String zip: String
  countryCodeV2: CountryCode country: String
}

type Customer {
  id: ID!
  firstName: String
  lastName: String
  displayName: String!
  email: String
  phone: String
  locale: String!
  defaultAddress: MailingAddress
  addresses(first: Int): [MailingAddress!]!
  orders(first: Int, after: String, query: String, reverse: Boolean, sortKey: OrderSortKeys): OrderConnection!
}
type CustomerEdge { cursor: String! node: Customer! }
type CustomerConnection { edges: [CustomerEdge!]! nodes: [Customer!]! pageInfo: PageInfo! }

scalar Money

type SelectedOption { name: String! value: String! }
type ProductOption { id: ID! name: String! position: Int! values: [String!]! }
type ProductVariant {
  id: ID! sku: String title: String! displayName: String! price: Money! inventoryQuantity: Int
  availableForSale: Boolean! selectedOptions: [SelectedOption!]! product: Product!
}
type ProductVariantEdge { cursor: String! node: ProductVariant! }
type ProductVariantConnection { edges: [ProductVariantEdge!]! nodes: [ProductVariant!]! pageInfo: PageInfo! }
type Product {
  id: ID! title: String! handle: String! description: String! totalInventory: Int
  options(first: Int): [ProductOption!]!
  variants(first: Int, after: String, reverse: Boolean): ProductVariantConnection!
}
type ProductEdge { cursor: String! node: Product! }
type ProductConnection { edges: [ProductEdge!]! nodes: [Product!]! pageInfo: PageInfo! }

type LineItem {
  id: ID!
  variant: ProductVariant
  sku: String
  name: String!
  quantity: Int!
  originalUnitPriceSet: MoneyBag!
}
type LineItemEdge { cursor: String! node: LineItem! }
type LineItemConnection { edges: [LineItemEdge!]! nodes: [LineItem!]! pageInfo: PageInfo! }

type FulfillmentTrackingInfo { company: String number: String url: URL }

type Fulfillment {
  id: ID!
  status: FulfillmentStatus!
  displayStatus: FulfillmentDisplayStatus
  createdAt: DateTime!
  inTransitAt: DateTime
  deliveredAt: DateTime
  estimatedDeliveryAt: DateTime
  trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
  fulfillmentLineItems(first: Int, after: String): FulfillmentLineItemConnection!
}
type FulfillmentLineItem { id: ID! quantity: Int lineItem: LineItem! }
type FulfillmentLineItemEdge { cursor: String! node: FulfillmentLineItem! }
type FulfillmentLineItemConnection {
  edges: [FulfillmentLineItemEdge!]! nodes: [FulfillmentLineItem!]! pageInfo: PageInfo!
}

interface ReturnLineItemType {
  id: ID! quantity: Int! returnReason: ReturnReason! returnReasonNote: String! customerNote: String
}
type ReturnLineItem implements ReturnLineItemType {
  id: ID! quantity: Int! returnReason: ReturnReason! returnReasonNote: String! customerNote: String
  fulfillmentLineItem: FulfillmentLineItem!
}
type ReturnLineItemTypeEdge { cursor: String! node: ReturnLineItemType! }
type ReturnLineItemTypeConnection {
  edges: [ReturnLineItemTypeEdge!]! nodes: [ReturnLineItemType!]! pageInfo: PageInfo!
}
type ExchangeLineItem { id: ID! lineItems: [LineItem!] }
type ExchangeLineItemEdge { cursor: String! node: ExchangeLineItem! }
type ExchangeLineItemConnection {
  edges: [ExchangeLineItemEdge!]! nodes: [ExchangeLineItem!]! pageInfo: PageInfo!
}
type Return {
  id: ID! name: String! status: ReturnStatus! order: Order!
  returnLineItems(first: Int, after: String): ReturnLineItemTypeConnection!
  exchangeLineItems(first: Int, after: String): ExchangeLineItemConnection!
}
type ReturnEdge { cursor: String! node: Return! }
type ReturnConnection { edges: [ReturnEdge!]! nodes: [Return!]! pageInfo: PageInfo! }

type RefundLineItem { lineItem: LineItem! quantity: Int! }
type RefundLineItemEdge { cursor: String! node: RefundLineItem! }
type RefundLineItemConnection { edges: [RefundLineItemEdge!]! nodes: [RefundLineItem!]! pageInfo: PageInfo! }

type Refund {
  id: ID!
  createdAt: DateTime
  note: String
  totalRefundedSet: MoneyBag!
  refundLineItems(first: Int, after: String): RefundLineItemConnection!
}

type CardPaymentDetails {
  company: String
  number: String
  name: String
  paymentMethodName: String
  wallet: String
}

union PaymentDetails = CardPaymentDetails

type OrderTransaction {
  id: ID!
  kind: OrderTransactionKind!
  status: OrderTransactionStatus!
  gateway: String
  authorizationCode: String
  paymentId: String
  paymentDetails: PaymentDetails
  receiptJson: JSON
  createdAt: DateTime!
  amountSet: MoneyBag!
}

type Order {
  id: ID!
  name: String!
  createdAt: DateTime!
  processedAt: DateTime!
  updatedAt: DateTime!
  cancelledAt: DateTime
  displayFinancialStatus: OrderDisplayFinancialStatus
  displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
  currencyCode: CurrencyCode!
  totalPriceSet: MoneyBag!
  totalReceivedSet: MoneyBag!
  totalRefundedSet: MoneyBag!
  totalShippingPriceSet: MoneyBag!
  paymentGatewayNames: [String!]!
  note: String
  email: String
  phone: String
  shippingAddress: MailingAddress
  customer: Customer
  lineItems(first: Int, after: String): LineItemConnection!
  fulfillments(first: Int): [Fulfillment!]!
  refunds(first: Int): [Refund!]!
  transactions(first: Int, capturable: Boolean, manuallyResolvable: Boolean): [OrderTransaction!]!
  returns(first: Int, after: String, query: String): ReturnConnection!
  tags: [String!]!
  paymentCollectionDetails: OrderPaymentCollectionDetails!
}
type OrderPaymentCollectionDetails { additionalPaymentCollectionUrl: URL }
type OrderEdge { cursor: String! node: Order! }
type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }

type DraftOrder {
  id: ID! name: String! status: DraftOrderStatus! tags: [String!]!
  totalPriceSet: MoneyBag! order: Order
}
type DraftOrderEdge { cursor: String! node: DraftOrder! }
type DraftOrderConnection { edges: [DraftOrderEdge!]! nodes: [DraftOrder!]! pageInfo: PageInfo! }

type Job { id: ID! done: Boolean! }
type UserError { field: [String!] message: String! }
type OrderCancelUserError { code: OrderCancelUserErrorCode field: [String!] message: String! }
type OrderCancelPayload { job: Job orderCancelUserErrors: [OrderCancelUserError!]! userErrors: [UserError!]! }
type ReturnUserError { code: ReturnErrorCode field: [String!] message: String! }
type ReturnCreatePayload { return: Return userErrors: [ReturnUserError!]! }
type DraftOrderCreatePayload { draftOrder: DraftOrder userErrors: [UserError!]! }
type DraftOrderCompletePayload { draftOrder: DraftOrder userErrors: [UserError!]! }
type OrderUpdatePayload { order: Order userErrors: [UserError!]! }
type CustomerAddressCreatePayload { address: MailingAddress userErrors: [UserError!]! }

input OrderCancelRefundMethodInput { originalPaymentMethodsRefund: Boolean }
input ReturnLineItemInput {
  fulfillmentLineItemId: ID! quantity: Int! returnReason: ReturnReason returnReasonNote: String
}
input ExchangeLineItemInput { variantId: ID quantity: Int! giftCardCodes: [String!] }
input ReturnInput {
  orderId: ID! returnLineItems: [ReturnLineItemInput!]! exchangeLineItems: [ExchangeLineItemInput!]
  requestedAt: DateTime notifyCustomer: Boolean
}
input MoneyInput { amount: Decimal! currencyCode: CurrencyCode! }
input DraftOrderLineItemInput {
  variantId: ID title: String quantity: Int! sku: String originalUnitPriceWithCurrency: MoneyInput
  requiresShipping: Boolean
}
input DraftOrderAppliedDiscountInput {
  value: Float! valueType: DraftOrderAppliedDiscountType! title: String description: String
}
input MailingAddressInput {
  address1: String address2: String city: String zip: String countryCode: CountryCode
  firstName: String lastName: String
}
input PurchasingEntityInput { customerId: ID }
input OrderInput { id: ID! shippingAddress: MailingAddressInput email: String note: String tags: [String!] }
input DraftOrderInput {
  purchasingEntity: PurchasingEntityInput email: String lineItems: [DraftOrderLineItemInput!]
  appliedDiscount: DraftOrderAppliedDiscountInput shippingAddress: MailingAddressInput note: String
  tags: [String!]
}

type Mutation {
  orderCancel(orderId: ID!, reason: OrderCancelReason!, restock: Boolean!, refund: Boolean,
              refundMethod: OrderCancelRefundMethodInput, notifyCustomer: Boolean, staffNote: String
  ): OrderCancelPayload
  returnCreate(returnInput: ReturnInput!): ReturnCreatePayload
  draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
  draftOrderComplete(id: ID!, paymentPending: Boolean, paymentGatewayId: ID, sourceName: String
  ): DraftOrderCompletePayload
  orderUpdate(input: OrderInput!): OrderUpdatePayload
  customerAddressCreate(customerId: ID!, address: MailingAddressInput!, setAsDefault: Boolean
  ): CustomerAddressCreatePayload
}

type Shop { id: ID! name: String! myshopifyDomain: String! currencyCode: CurrencyCode! }

type QueryRoot {
  customers(first: Int, after: String, query: String, reverse: Boolean): CustomerConnection!
  customer(id: ID!): Customer
  orders(first: Int, after: String, query: String, reverse: Boolean, sortKey: OrderSortKeys): OrderConnection!
  order(id: ID!): Order
  draftOrders(first: Int, after: String, query: String, reverse: Boolean): DraftOrderConnection!
  products(first: Int, after: String, query: String, reverse: Boolean): ProductConnection!
  product(id: ID!): Product
  productVariants(first: Int, after: String, query: String, reverse: Boolean): ProductVariantConnection!
  shop: Shop!
}

schema { query: QueryRoot mutation: Mutation }
""".replace("COUNTRIES", _COUNTRIES).replace("CURRENCIES", _CURRENCIES)


@functools.cache
def admin_schema() -> GraphQLSchema:
    """Built once per process and shared: parsing the SDL takes a quarter of a second, and every
    eval trial starts a sandbox. Nothing mutates a built schema; the records live beside it."""
    return build_schema(SDL + EDIT_SDL)
