"""Kapas & Co. help centre: the shop's own articles (English, markdown, ## sections)."""

ARTICLES = [
    {
        "slug": "refunds",
        "title": "Refunds: getting your money back for a problem item",
        "body": """Kapas & Co. refunds items that reach you in a bad state. You do not have to post anything back to us for this kind of refund.

## Which problems qualify
We refund an item when:
- it arrived damaged: torn, ripped, stained, with a hole, with fraying or unravelling seams, or with broken, cracked or dented parts (curtain rods, ceramic beads, buttons);
- it is faulty: a zip, press stud or drawstring that does not work as it should;
- we sent you the wrong item, colour or size (different from what you ordered);
- an item you paid for was not in the parcel;
- it is clearly different from its description on our website.

## The 30-day limit
You can ask for this refund up to 30 days after your order was delivered. We count whole calendar days (UTC), not hours: an order delivered on 3 March can be claimed until the end of 2 April, whatever time the parcel arrived. From day 31 onwards this refund is no longer available; for faults that show up later, see our Quality guarantee.

## What this refund does not cover
- Changing your mind, not liking the colour or the feel, or ordering the wrong size yourself. These are returns, not refunds: see Returns and exchanges.
- Orders that are still on their way (placed, shipped or out for delivery). Please wait until the parcel arrives.
- Cancelled orders. Their money goes back automatically when the order is cancelled (see Cancelling an order).

## How the amount is worked out
You get back the price you paid for each affected item, multiplied by the number of affected pieces. The delivery charge is added only when every item of the order is affected. We never refund more than you paid for the order (less anything already refunded), and a piece that has already been refunded cannot be refunded a second time.

## Instant refunds and refunds checked by our team
Before anything is paid we tell you the amount and ask you to confirm it. When you agree:
- claims of up to 50.00 in your order's currency (rupees, euros or dollars) are refunded straight away in the chat;
- claims above 50.00 are checked by a member of our customer-care team, who can approve or decline them. We also pass a claim to the team when the order has already had a refund before, when the refunds in one conversation would go above 150.00, or when one customer's refunds on the same day would go above 200.00. The team usually answers within a few working hours.

A claim means everything you ask us to refund on one order during one conversation, added together.

## When the money reaches you
Refunds go back to the way you paid. Once a refund is made, allow 5 to 10 business days for it to show on your card, UPI-linked bank account, Bizum or PayPal, depending on your bank. For cash-on-delivery orders we pay the refund to a bank account or UPI ID that you give us. If more than 10 business days have passed, message us with your order number and we will send you the refund reference.
""",
    },
    {
        "slug": "damaged-or-faulty-items",
        "title": "My item arrived damaged, faulty, wrong or missing",
        "body": """We check every parcel before it leaves, but fabric can snag and parcels get knocked about. Here is how to get it sorted.

## Tell us in the chat
Send us a WhatsApp message with your order number, which item is affected, how many pieces, and what is wrong with it (for example: "the tablecloth has a stain", "one towel is fraying at the edge", "the zip on the pouch does not close"). A photo helps us improve our packing but is not required.

## Examples of what we treat as damage or a fault
- Tears, rips, holes and pulled threads
- Stains, dye marks or water marks that were there when you opened the parcel
- Seams or hems that are fraying or coming apart
- Hardware that is broken, cracked or bent: curtain rods, ceramic tie-back beads, buttons
- Zips, press studs or elastic that do not work

## Wrong or missing items
If you received a different product, colour or size from the one on your order, or something you paid for was not in the box, tell us which item: it is handled the same way as a damaged item.

## What happens next
Within 30 days of delivery we refund the affected items without asking for them back (see Refunds). We will tell you the amount and ask you to confirm before we pay it.

## Problems that are not damage
An item that fits differently from what you hoped, or a colour you do not like, is not a fault. You can still send it back under Returns and exchanges.
""",
    },
    {
        "slug": "delivery-times-and-costs",
        "title": "Delivery times and delivery charges",
        "body": """## Where we deliver
We deliver to addresses in India, mainland Spain and the Balearic Islands, and the United States. Each country has its own website, prices and currency.

## India
- Standard delivery: 3 to 6 business days, ₹79. Free on orders of ₹999 or more.
- Express delivery: 1 to 3 business days to Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad and Pune, ₹149.
- Our couriers are Delhivery, Blue Dart, DTDC, Ekart and India Post Speed Post.

## Spain
- Mainland Spain: 2 to 4 business days, €4.95. Free on orders of €60.00 or more.
- Balearic Islands: 4 to 6 business days, €7.95.
- We ship with Correos and SEUR.

## United States
- 7 to 12 business days with DHL Express, a flat $12.00 per order.

## When your order leaves us
Orders are packed and handed to the courier within 1 to 2 business days of being placed. Delivery times are counted from that moment. Business days do not include Sundays or public holidays, so a holiday can add a day.

## Delivery charges on refunds
The delivery charge is refunded only when the whole order is refunded or cancelled.
""",
    },
    {
        "slug": "tracking-your-parcel",
        "title": "Tracking your parcel and what the statuses mean",
        "body": """## Getting your tracking number
As soon as your parcel leaves our warehouse we email you the courier's name and a tracking number. You can also message us on WhatsApp with your order number and we will tell you where it is.

## What each status means
- **Placed**: we have your payment and are preparing the parcel. It has not left yet.
- **Shipped**: the courier has the parcel. You will see an expected delivery date.
- **Out for delivery**: the parcel is on the van and should reach you today.
- **Delivered**: the courier has recorded the parcel as delivered, with a date.
- **Cancelled**: the order will not be sent. Any money paid is returned (see Cancelling an order).

## The courier says delivered but you cannot find it
Parcels marked as delivered usually turn up. Please:
1. Ask neighbours, your building's reception, security guard or conserje, and anyone else at home.
2. Look in the safe place or note you gave the courier (porch, meter box, behind the gate).
3. Check the delivery date and the tracking page for a photo or signature.

If it is still missing, message us with your order number. We will send you the delivery details and a member of our team will open an investigation with the courier.

## Missed deliveries
If nobody is home, most couriers try again the next business day. After two failed attempts the parcel comes back to us and we will contact you.
""",
    },
    {
        "slug": "payment-methods",
        "title": "How you can pay",
        "body": """## India
- UPI: Google Pay, PhonePe, Paytm, BHIM or any UPI app
- Debit and credit cards: Visa, Mastercard and RuPay
- Net banking with all major Indian banks
- Cash on delivery for orders up to ₹5,000, at no extra charge. Please keep the exact amount ready; couriers may not carry change.

## Spain
- Visa, Mastercard and American Express
- Bizum
- PayPal

## United States
- Visa, Mastercard, American Express and Discover
- PayPal

## When you are charged
You are charged once, when you place the order. Some banks first show a temporary hold as well as the final charge; the hold disappears by itself within 7 days. If you still see two charges after that, message us with your order number.

## Prices and currency
Prices are shown and charged in the currency of the website you order from: rupees (INR) in India, euros (EUR) in Spain and US dollars (USD) in the United States. Prices include taxes (GST in India, IVA in Spain); US sales tax is added at checkout where it applies.
""",
    },
    {
        "slug": "changing-your-delivery-address",
        "title": "Changing the delivery address of an order",
        "body": """## Before your order ships
While your order is still **placed** (not yet handed to the courier) we can change where it goes. Send us your order number and the complete new address: flat, unit, suite or floor, building, street, city, and PIN code or postcode. We will read the full address back to you and change it only after you confirm it is right.

## After your order ships
Once the parcel is with the courier (shipped or out for delivery) we can no longer change the address, because the courier's label and route are already fixed. You can ask someone at the original address to receive it for you. If the parcel comes back to us undelivered, we will contact you to arrange a new delivery.

## Same country only
The new address must be in the same country as the original one, because prices, taxes and couriers are different for each country.
""",
    },
    {
        "slug": "returns-and-exchanges",
        "title": "Returns and exchanges",
        "body": """Changed your mind or picked the wrong size? You can send it back.

## Returning an item you do not want
You have 15 days from delivery to return items that are unused, unwashed and still have their tags. Once the item reaches us and passes a quick check, we refund it to your original payment method.

## Return postage
- India: we arrange a courier pickup and deduct ₹99 from your refund.
- Spain: drop the parcel at any Correos office with the label we email you; €3.95 is deducted from your refund.
- United States: please send the parcel back with a tracked service of your choice at your own cost.

## Exchanging a size
In India and Spain you can exchange clothing for a different size once per item, free of charge, as long as the size is in stock. We send the new size when the original reaches us.

## Items we cannot take back
Handkerchiefs, scrunchies, and anything that has been used, washed or altered cannot be returned unless it arrived damaged or faulty (see Damaged or faulty items). Gift cards cannot be returned.

## How to start
Message us on WhatsApp with your order number and the item, and our team will send you the return instructions.
""",
    },
    {
        "slug": "cancelling-an-order",
        "title": "Cancelling an order",
        "body": """## Before your order ships
You can cancel an order while it is still **placed**. The whole amount, delivery charge included, goes back to the way you paid. It usually shows on your account within 5 to 10 business days.

## After your order ships
Once the parcel is with the courier the order can no longer be cancelled. When it arrives, you can send it back under Returns and exchanges.

## When we cancel an order
Very occasionally an item sells out before we can pack it. We then cancel the order (or the missing item), let you know by email, and refund you automatically in full.
""",
    },
    {
        "slug": "quality-guarantee",
        "title": "Our 6-month quality guarantee",
        "body": """We stand behind how our textiles are made.

## What the guarantee covers
For 6 months from delivery we cover manufacturing faults that show up with normal use: seams or hems coming undone, a zip or press stud that stops working, buttons falling off, or elastic that loses its stretch early.

## What it does not cover
- Normal wear and tear, pilling, and fading from sunlight
- Shrinkage or colour loss from washing against the care label (hot washes, bleach, tumble drying where not allowed)
- Damage from pets, accidents, or alterations made after delivery

## How to make a guarantee claim
Email care@kapasandco.example with your order number, a short description and a photo of the fault. We reply within 2 business days and, if the fault is covered, we repair the item, replace it, or give you store credit for its price.

## Guarantee or refund?
Problems you notice when the parcel arrives are handled faster as a refund within 30 days of delivery (see Refunds). The guarantee is for faults that appear later.
""",
    },
    {
        "slug": "gift-cards",
        "title": "Gift cards",
        "body": """## Buying a gift card
Our gift cards are digital and arrive by email, either to you or straight to the person you choose.
- India: from ₹500 to ₹10,000
- Spain: from €20 to €200
Gift cards are not yet available on our US website.

## Using a gift card
Enter the code at checkout. If your order costs more than the card's balance, pay the rest with any other payment method. Any balance left over stays on the card for next time.

## How long it lasts
A gift card can be used for 12 months from the day it was bought.

## Rules
- Gift cards cannot be exchanged for cash or refunded.
- They cannot be used to buy other gift cards.
- A card bought in India can be used only on our Indian website, and a card bought in Spain only on our Spanish one.

## Lost the code?
Message us with the email address used to buy it and we will resend the code to that address.
""",
    },
    {
        "slug": "size-and-fit-guide",
        "title": "Size and fit guide",
        "body": """All measurements are of the garment or textile itself, not of the body.

## Kurtas
| Size | Chest | Length |
|---|---|---|
| S | 38 in | 43 in |
| M | 40 in | 44 in |
| L | 42 in | 45 in |
| XL | 44 in | 46 in |
| XXL | 46 in | 46 in |

## T-shirts
Regular fit. Chest: S 36 in (92 cm), M 38 in (97 cm), L 40 in (102 cm), XL 42 in (107 cm).

## Linen shirts and kimonos
Linen shirts, chest: S 100 cm, M 106 cm, L 112 cm. Kimonos are loose: S/M fits chest up to 100 cm, L/XL up to 115 cm.

## Pyjamas
Elasticated waist with a drawstring. Waist (relaxed): M 28-34 in, L 32-38 in, XL 36-42 in.

## Bed linen
- Single bedsheet or dohar: 150 x 225 cm
- Double bedsheet: 225 x 250 cm
- Queen bedsheet: 230 x 270 cm, fits mattresses up to 6 x 6.5 ft
- Duvet cover, double: 200 x 200 cm
- Cushion covers: 40 x 40 cm (India) or 45 x 45 cm (Spain)

## Curtains
Door curtains (India) are 7 ft long and 4 ft wide with eyelets. Linen curtains (Spain) are 140 cm wide and 260 cm long.

## Between two sizes?
Take the larger size for kurtas and T-shirts. Pure cotton can shrink by up to 3% in the first wash.
""",
    },
    {
        "slug": "fabric-care",
        "title": "Caring for your cotton, linen and silk",
        "body": """## The first few washes
Hand block prints and deep colours (indigo, maroon, mustard, red checks) can release some dye in the first 2 or 3 washes. Wash them separately in cold water and do not soak them for long.

## Everyday washing
- Cotton and linen: machine wash at 30°C on a gentle cycle with a mild detergent.
- Chikankari, silk-blend sarees and silk scarves: hand wash in cold water, or dry clean.
- Never use bleach, even on white items.

## Drying
Dry in the shade, inside out, to keep colours bright. Do not tumble dry linen or muslin.

## Ironing
Iron linen while it is still a little damp on a hot setting. Iron chikankari and block prints on the reverse side. Use a low setting for silk.

## Muslin and linen get softer
Mulmul dohars, muslin scrunchies and linen napkins become softer with every wash. Slight creasing is part of the charm of linen.
""",
    },
]
