### Words drawn on pictures: labels, titles, counts.

## Labels under the piles and the hand's groups (capitals: the picture's lettering).
pic-stock = STOCK
pic-discard = DISCARD
pic-lay-off = LAY OFF
pic-deadwood = DEADWOOD
# Colonel's tray: what laying down would leave.
pic-left = LEFT
# Colonel's line over a hand (V9.4, V9.6).
pic-colonel-after = IN HAND: { $held } · AFTER LAYING DOWN: { $left }
pic-colonel-nothing = IN HAND: { $held } · NOTHING TO LAY DOWN
# A table row whose name cannot be drawn.
pic-seat-badge = SEAT { $number }

## Who sits where.
pic-seat = Seat { $number }
# One side of a partnership; $names joins its players.
pic-side = Side { $number }: { $names }

## The title over a table: which hand, then what happened.
pic-hand = Hand { $hand }
pic-hand-at-table = Hand { $hand } (table { $table })
pic-table = Table { $table }
pic-heading = { $heading }: { $what }
pic-hand-break = Hand { $hand }: the break
pic-knock-wins = { $name } knocks and wins { $points }
pic-underknock = { $name } underknocks { $knocker } for { $points }
pic-undercut = { $name } undercuts { $knocker } for { $points }
pic-gin-for = { $name } goes gin for { $points }
pic-out-for = { $name } goes out for { $points }
pic-resigns = { $name } resigns: { $winner } wins { $points }
pic-wins = { $name } wins { $points }
pic-no-score = no score
# $scored: pic-wins or pic-no-score.
pic-stock-out = stock out: { $scored }
pic-challenge-wins = { $name } challenges and wins { $points }
pic-challenge = { $name } challenges: { $scored }
pic-drawn = drawn: no score

## Short notes under a seat's name (at most 15 characters: "+23" may follow).
pic-note-knocked = knocked
pic-note-underknock = underknock
pic-note-undercut = undercut
pic-note-gin = gin
pic-note-breaker = breaker
pic-note-out = out
pic-note-to-play = to play
pic-note-dealer = dealer
pic-note-resigned = resigned
pic-note-challenged = challenged
# The seat whose double (or redouble) the other refused.
pic-note-offered = { $offer ->
    [redouble] redoubled
   *[double] doubled
}

## Alt text: what a picture shows, in words, for screen readers.
# A hand picture, piece by piece.
pic-alt-your-hand = Your hand.
pic-alt-no-melds = No melds.
pic-alt-melds = Melds: { $melds }.
pic-alt-lay-off = To lay off: { $cards }.
pic-alt-no-deadwood = No deadwood
pic-alt-deadwood = Deadwood: { $cards }
pic-alt-count = count { $count }
# Colonel: what laying down would leave.
pic-alt-nothing-left = Nothing left after laying down
pic-alt-left = Left after laying down: { $cards }
pic-alt-just-taken = Just taken: { $card }.
pic-alt-upcard = Upcard { $card }.
pic-alt-stock = Stock { $count }.
# A table picture: each row ($note: " (knocked)" or nothing).
pic-alt-seat = Seat { $number }, { $name }{ $note }:
pic-alt-side = Side { $number }, { $name }{ $note }:
pic-alt-seat-melds = melds { $melds }
pic-alt-seat-deadwood = deadwood { $cards }
pic-alt-seat-in-hand = in hand { $cards }
pic-alt-seat-hidden = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
pic-alt-seat-count = count { $count }
pic-alt-seat-held = in hand: { $count }
pic-alt-seat-nothing = nothing shown
