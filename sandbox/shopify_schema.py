"""The part of Shopify's Admin GraphQL schema the bot reads, in Shopify's own names and types.

Taken field by field from the Admin API reference (shopify.dev/docs/api/admin-graphql: `Order`,
`Customer`, `LineItem`, `Fulfillment`, `FulfillmentTrackingInfo`, `Refund`, `MoneyBag`,
`MailingAddress`, `QueryRoot.customers|orders|order|customer|shop`). graphql-core validates each
query against it, so a field or argument the real API lacks fails here as it would there, with
GraphQL's own error. Enums carry only the values the stand-in produces or the bot reads.
"""

from __future__ import annotations

import functools

from babel import Locale
from babel.numbers import list_currencies
from graphql import GraphQLSchema, build_schema

_COUNTRIES = " ".join(sorted(code for code in Locale("en").territories
                              if isinstance(code, str) and len(code) == 2 and code.isalpha()))
_CURRENCIES = " ".join(sorted(code for code in list_currencies() if code.isalpha()))

SDL = """
scalar DateTime
scalar Decimal
scalar URL

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
enum OrderSortKeys { CREATED_AT ID PROCESSED_AT UPDATED_AT }

type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }

type MailingAddress {
  address1: String address2: String city: String zip: String
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
  orders(first: Int, after: String, query: String, reverse: Boolean, sortKey: OrderSortKeys): OrderConnection!
}
type CustomerEdge { cursor: String! node: Customer! }
type CustomerConnection { edges: [CustomerEdge!]! nodes: [Customer!]! pageInfo: PageInfo! }

type LineItem {
  id: ID!
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
}

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
}
type OrderEdge { cursor: String! node: Order! }
type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }

type Shop { id: ID! name: String! myshopifyDomain: String! currencyCode: CurrencyCode! }

type QueryRoot {
  customers(first: Int, after: String, query: String, reverse: Boolean): CustomerConnection!
  customer(id: ID!): Customer
  orders(first: Int, after: String, query: String, reverse: Boolean, sortKey: OrderSortKeys): OrderConnection!
  order(id: ID!): Order
  shop: Shop!
}

schema { query: QueryRoot }
""".replace("COUNTRIES", _COUNTRIES).replace("CURRENCIES", _CURRENCIES)


@functools.cache
def admin_schema() -> GraphQLSchema:
    """Built once per process and shared: parsing the SDL takes a quarter of a second, and every
    eval trial starts a sandbox. Nothing mutates a built schema; the records live beside it."""
    return build_schema(SDL)
