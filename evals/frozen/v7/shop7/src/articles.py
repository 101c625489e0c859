"""Help-centre articles of Crema & Co. Numbers must match shop.POLICY."""

ARTICLES = [
    {"slug": "delivery-times-and-costs", "title": "Delivery times and costs", "body": """# Delivery times and costs

## How much does delivery cost?
Standard delivery costs 4.00 USD per order. Delivery is free when the items in your order add up to 75.00 USD or more (before any discount).

## How long does it take?
We pack orders within 1-2 working days. After dispatch, delivery usually takes:

- United States and United Kingdom: 3-5 working days
- Spain and Mexico: 4-6 working days
- India: 4-7 working days

## When will I get my tracking number?
As soon as your parcel leaves our warehouse we send the carrier and tracking number by email and WhatsApp. See "Tracking your order".
"""},
    {"slug": "delivery-abroad", "title": "Where we deliver", "body": """# Where we deliver

## Countries we ship to
We currently deliver to the United States, the United Kingdom, Spain, Mexico and India.

## Countries we don't ship to yet
We do not deliver to Canada, Australia or the rest of the EU yet. Orders with an address outside the countries above can't be placed at checkout.

## Customs and import duties
Prices include duties for all the countries we ship to; you will not be asked to pay anything extra at the door.
"""},
    {"slug": "tracking-your-order", "title": "Tracking your order", "body": """# Tracking your order

## Order statuses
- **Placed**: we have your payment and are packing your order. It has not left us yet.
- **Shipped**: the carrier has your parcel.
- **Out for delivery**: the driver has it today.
- **Delivered**: the carrier has recorded the delivery.

## Where is my tracking number?
It is in your dispatch email and in your order on WhatsApp: just send us your order number (it starts with CR-).

## My order is late
If the estimated delivery date has passed by more than 3 working days, message us and we will chase the carrier.
"""},
    {"slug": "cancelling-an-order", "title": "Cancelling an order", "body": """# Cancelling an order

## Can I cancel?
You can cancel an order while its status is **Placed**, that is, before it ships. Message us with the order number and we will cancel it once you confirm.

## What do I get back?
Everything you paid, delivery included, goes back to the card, UPI or PayPal account you paid with.

## My order has already shipped
Once an order has shipped it can no longer be cancelled. When it arrives you can send it back within 28 days of delivery (see "Returns").

## Can I undo a cancellation?
A cancelled order cannot be restored. Place a new order, or ask us and a member of our team will help.
"""},
    {"slug": "cancelling-a-subscription", "title": "Cancelling your bean subscription", "body": """# Cancelling your bean subscription

## How do I cancel my subscription?
Our monthly bean subscription can be paused or cancelled from the link in any subscription email, up to 3 days before the next roast date.

## Will I be charged again?
No further payments are taken after you cancel. The current month's bag, if already roasted, will still be sent.
"""},
    {"slug": "changing-your-delivery-address", "title": "Changing your delivery address", "body": """# Changing your delivery address

## Before your order ships
While your order is **Placed** we can change its delivery address. Send us the full new address (street, city, postcode, country); we will read it back to you and change it once you confirm.

## After your order has shipped
Once the parcel is with the carrier we can no longer change the address. You can use the carrier's own tracking page to see delivery options where they offer them, or send it back after it arrives.

## Your saved address
The address saved on your account is used for future orders. Changing it does not change orders you have already placed.
"""},
    {"slug": "returns", "title": "Returns", "body": """# Returns

## How long do I have?
You can return items within **28 days** of delivery, for any reason: changed your mind, ordered the wrong size or it just isn't for you.

## How do I start a return?
Tell us the order number and which items (and how many) you want to send back. Once you confirm, we email a prepaid return label to the email address on your account.

## Who pays the return postage?
If you are returning for your own reasons (change of mind, wrong size or model chosen, didn't like it, found it cheaper), a return shipping fee of **5.50 USD** is deducted from your refund. If the item arrived damaged, faulty, wrong or not as described, there is no fee.

## When do I get my money?
We refund the items' price when the warehouse receives them. The original delivery fee is not refunded on returns. If nothing reaches us within 18 days of the label being sent, the return is closed and we let you know.

## Exchanges
Want another size or colour of the same product instead? See "Exchanges".
"""},
    {"slug": "exchanges", "title": "Exchanges", "body": """# Exchanges

## What can I exchange?
Within 28 days of delivery you can swap an item for another size, colour or option of the same product, as long as that option is in stock. A different product is a return plus a new order.

## Is there a price difference?
If the new option costs less, we refund the difference to your original payment method. If it costs more, we send you a payment link for the difference and ship once it is paid. There is no return shipping fee on exchanges.
"""},
    {"slug": "refunds", "title": "Refunds for damaged, faulty or wrong items", "body": """# Refunds for damaged, faulty or wrong items

## When can I get a refund without sending the item back?
If an item arrived damaged (cracked, dented, broken), doesn't work, is the wrong item, is missing from the parcel or is not as described, you can ask for a refund within **21 days** of delivery.

## What isn't covered
Change of mind, ordering the wrong size or model, or finding it cheaper elsewhere is not a refund: you can return the item instead (see "Returns").

## How much do I get back?
The price of the affected items. The delivery fee is refunded only if the whole order is affected.

## Larger refunds
Refunds up to 40.00 USD per order are made straight away once you confirm. Anything above 40.00 USD, or a second refund on the same order, is checked by our team first, usually within one working day.
"""},
    {"slug": "damaged-or-faulty-items", "title": "Damaged or faulty items", "body": """# Damaged or faulty items

## What should I do?
Message us within 21 days of delivery with your order number and a short description (a photo helps). Don't throw the item away yet.

## Refund or replacement?
You choose: your money back for the affected items, or a free replacement sent to the same address. Replacements worth up to 40.00 USD are sent right away after you confirm; above that our team approves them first.

## Missing items
If something is missing from your parcel, tell us which item and we will refund it or send it again.
"""},
    {"slug": "parcel-marked-delivered", "title": "My parcel says delivered but I don't have it", "body": """# My parcel says delivered but I don't have it

## First checks
Carriers sometimes mark a parcel delivered a little early. Check with neighbours, your building's reception or security, and any safe place you told us about. Give it up to **4 days** after the delivery date shown.

## Still nothing?
Message us with your order number. We will share the carrier's delivery details and pass your case to our team, who open an investigation with the carrier and decide on a refund or a new parcel.
"""},
    {"slug": "where-is-my-refund", "title": "Where is my refund?", "body": """# Where is my refund?

## How long does a refund take?
We send refunds on the day they are approved. Your bank or payment provider then needs up to **8 days** to show it on your statement.

## It has been longer than that
If a refund is not on your statement 8 days after the date we sent it, message us with the order number and our team will trace it with the payment provider.
"""},
    {"slug": "payment-methods", "title": "Payment methods", "body": """# Payment methods

## Which payment methods do you accept?
Visa, Mastercard and American Express cards, PayPal, and UPI for orders delivered in India. Gift cards from Crema & Co. can be used at checkout.

## Cash on delivery
We do not offer cash on delivery or bank transfer.

## Instalments
We do not offer instalments or EMI at the moment.

## Changing the payment method
While an order is still **Placed** we can switch it to another payment method saved on your account.
"""},
    {"slug": "gift-cards", "title": "Gift cards", "body": """# Gift cards

## Buying a gift card
Digital gift cards come in 25.00, 50.00 and 100.00 USD and are sent by email with your message.

## How long are they valid?
Gift cards are valid for 24 months from purchase and can be used over several orders.
"""},
    {"slug": "gift-wrap", "title": "Gift wrap and gift notes", "body": """# Gift wrap and gift notes

## Can you gift wrap my order?
Yes. Gift wrap in recycled kraft paper with a ribbon costs **3.00 USD** per order; choose it at checkout.

## Gift notes
A handwritten gift note is free. Prices are never printed on the packing slip of a gift-wrapped order.
"""},
    {"slug": "warranty", "title": "Warranty on grinders, kettles and machines", "body": """# Warranty on grinders, kettles and machines

## How long is the warranty?
Koru hand grinders, kettles and the Piccola espresso machine come with a **2-year** warranty from delivery. Scales have a 1-year warranty.

## What it covers
Manufacturing faults: burrs, motors, heating elements, displays. Wear from normal use, drops and descaling damage are not covered.

## How to claim
Message us with your order number and a video of the fault. After the first 21 days this goes through the warranty, not a refund.
"""},
    {"slug": "account-and-verification", "title": "Your account and verification", "body": """# Your account and verification

## Writing from a new number
We recognise you by the phone number on your account. From another number we will email a one-time code to the address on your account before we share any order details.

## Changing your email or phone
Ask us on WhatsApp from the number on your account.
"""},
    {"slug": "contact-and-hours", "title": "Contact and opening hours", "body": """# Contact and opening hours

## WhatsApp
Our WhatsApp assistant answers at any time, and can pass you to a person from our team.

## Team hours
Our team works Monday to Friday, 09:00-18:00 UTC, and Saturday 10:00-14:00 UTC.
"""},
]
