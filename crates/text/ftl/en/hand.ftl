### A person's private hand view: their cards, what they may do, counts.

cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
