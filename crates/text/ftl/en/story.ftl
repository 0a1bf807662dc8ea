### The story of a game as the channel and the terminal tell it: one line per
### event (src/render.rs).
###
### Variables: $name is a seat's name as the front end writes it ("You" for
### the person reading, in a terminal); $you is "yes" when that seat is the
### person reading, "no" for anyone else, "plural" for a side of two
### ("Ada & Cy"). $owner_you / $to_you / $first_you do the same for a
### second seat in the line. Cards and melds come in already written.

## Who deals

story-dealer-draw = Cards for the deal: { $cards }. The deal goes to { $dealer }{ $why ->
    [lowest] {" "}(the lowest card deals)
    [highest] {" "}(the highest card deals)
   *[none] {""}
}.
story-partners-drawn = Cards for partners: { $cards }. Sides: { $side_a } against { $side_b }.
story-cut-for-deal = Cut for the deal: { $cards }. { $you ->
    [yes] { $name } deal
   *[other] { $name } deals
}{ $why ->
    [lowest] {" "}(the lowest card deals)
    [highest] {" "}(the highest card deals)
   *[none] {""}
}.
story-hand-dealt = Hand { $hand }: dealt by { $dealer }; the upcard is { $upcard }, { $stock ->
    [one] { $stock } card
   *[other] { $stock } cards
} in the stock.
story-two-handed-dealt = Hand { $hand }{ $table ->
    [1] {""}
   *[other] {" "}(table { $table })
}: { $deal }; { $upcard }{ $oklahoma }.
story-deals-to = { $you ->
    [yes] { $name } deal
   *[other] { $name } deals
} to { $to }
story-deals-sitting-out = { $you ->
    [yes] { $name } deal and sit out
   *[other] { $name } deals and sits out
}; { $first_you ->
    [yes] { $first } play
   *[other] { $first } plays
} first, against { $dealer }
story-upcard-is = the upcard is { $card }, { $stock ->
    [one] { $stock } card
   *[other] { $stock } cards
} in the stock
story-no-upcard = no upcard, { $stock ->
    [one] { $stock } card
   *[other] { $stock } cards
} in the stock
# Oklahoma (V1): the knock limit the upcard sets, and a spade's doubling.
story-oklahoma = { $limit ->
    [0] { $on_top ->
        [yes] : an ace, so no knocking while it is on top
       *[no] : an ace, so this hand is gin only
    }
   *[other] { $on_top ->
        [yes] : knock at { $limit } or less while it is on top
       *[no] : knock at { $limit } or less this hand
    }
}{ $spade ->
    [yes] , and a spade doubles the hand
   *[no] {""}
}

## Turns

story-drew-stock = { $you ->
    [yes] { $name } draw
   *[other] { $name } draws
} from the stock.
story-drew = { $you ->
    [yes] { $name } drew
   *[other] { $name } drew
} { $card }.
story-took-discard = { $you ->
    [yes] { $name } take
   *[other] { $name } takes
} { $card } from the discard pile.
story-discarded = { $you ->
    [yes] { $name } discard
   *[other] { $name } discards
} { $card }.
story-drew-stock-and-discarded = { $you ->
    [yes] { $name } draw from the stock and discard
   *[other] { $name } draws from the stock and discards
} { $card }.
story-took-discard-and-discarded = { $you ->
    [yes] { $name } take { $took } from the discard pile and discard
   *[other] { $name } takes { $took } from the discard pile and discards
} { $card }.
story-gin = { $you ->
    [yes] { $name } go
   *[other] { $name } goes
} GIN!
story-knocked = { $you ->
    [yes] { $name } knock
   *[other] { $name } knocks
} with { $count }.
story-passed-upcard = { $you ->
    [yes] { $name } pass
   *[other] { $name } passes
} the upcard.
story-double-offered = { $you ->
    [yes] { $name } offer
   *[other] { $name } offers
} a double.
story-double-accepted = { $you ->
    [yes] { $name } accept
   *[other] { $name } accepts
}: the hand is now worth { $stake } times its points.
story-redoubled = { $you ->
    [yes] { $name } redouble
   *[other] { $name } redoubles
}.
story-resigned = { $you ->
    [yes] { $name } resign
   *[other] { $name } resigns
} the hand.
story-melded = { $you ->
    [yes] { $name } lay down
   *[other] { $name } lays down
} { $meld }.
story-laid-off = { $you ->
    [yes] { $name } lay off
   *[other] { $name } lays off
} { $cards } onto { $meld } ({ $owner_you ->
    [yes] your
   *[other] { $owner }'s
} meld).
story-challenged = { $you ->
    [yes] { $name } challenge
   *[other] { $name } challenges
}.
story-challenge-answered = { $you ->
    [yes] { $accepted ->
        [yes] { $name } accept
       *[no] { $name } refuse
    }
   *[other] { $accepted ->
        [yes] { $name } accepts
       *[no] { $name } refuses
    }
} the challenge.
story-challenged-and-answered = { $you ->
    [yes] { $name } challenge
   *[other] { $name } challenges
}; { $to_you ->
    [yes] { $accepted ->
        [yes] { $to } accept
       *[no] { $to } refuse
    }
   *[other] { $accepted ->
        [yes] { $to } accepts
       *[no] { $to } refuses
    }
}.

## Jersey Gin's break (R8)

story-break-started = The break: three cards left in the stock, { $you ->
    [yes] { $name } are
   *[other] { $name } is
} the breaker. From now on nobody may knock, the discard may be taken only to meld it at once, and everyone's melds and layoffs go down for them after each turn (R8).
story-laid-down = { $you ->
    [yes] { $name } lay down
   *[other] { $name } lays down
} { $melds }; { $left ->
    [one] { $left } card
   *[other] { $left } cards
} left in hand.
story-laid-down-and-off = { $you ->
    [yes] { $name } lay down { $melds }, lay off
   *[other] { $name } lays down { $melds }, lays off
} { $layoffs }; { $left ->
    [one] { $left } card
   *[other] { $left } cards
} left in hand.
story-no-melds = no melds
# Cards laid off onto a meld: "7♥ onto [4♥ 5♥ 6♥]".
story-layoff = { $cards } onto { $meld }

## The end of a hand

story-hand-over = Hand over: { $how }.
story-hand-over-at-table = Hand over at table { $table }: { $how }.
story-how-knock-won = { $you ->
    [yes] { $name } win
   *[other] { $name } wins
} the knock
story-how-gin = { $you ->
    [yes] { $name } win
   *[other] { $name } wins
} with gin
story-how-underknock = { $you ->
    [yes] { $name } underknock
   *[other] { $name } underknocks
} { $knocker }
story-how-undercut = { $you ->
    [yes] { $name } undercut
   *[other] { $name } undercuts
} { $knocker }
story-how-break-end = the stock is out and the lowest count wins (breaker: { $breaker })
story-how-break-gin = { $you ->
    [yes] { $name } went out
   *[other] { $name } went out
} after the break
story-how-resigned = { $you ->
    [yes] { $name } resign
   *[other] { $name } resigns
} against { $owner_you ->
    [yes] your
   *[other] { $owner }'s
} { $offer ->
    [redouble] redouble
   *[double] double
}
story-how-stock-down = the stock is down to two: no score
story-how-no-stock-draws = nobody drew from the stock for too long: no score
story-how-went-out = { $you ->
    [yes] { $name } go
   *[other] { $name } goes
} out
story-how-stock-out = the stock is out
story-how-challenge = { $you ->
    [yes] your
   *[other] { $name }'s
} challenge is shown down
story-how-drawn = the hand is drawn
# One hand as shown: its melds, then these, after "; ".
story-reveal-laid-off = laid off { $layoffs }
story-reveal-no-deadwood = no deadwood
story-reveal-deadwood = deadwood [{ $cards }] = { $count }
story-jersey-scores = { $you ->
    [yes] { $name } score
   *[other] { $name } scores
} { $points } and the box. Scores: { $scores }.
# $points is a number, or a sum that adds up ("28 = 8 from the hands + …").
story-hand-scores = { $you ->
    [yes] { $name } score
   *[other] { $name } scores
} { $points }.
story-colonel-scores = { $you ->
    [yes] { $name } score
   *[other] { $name } scores
} { $points }. Totals: { $totals }.
story-colonel-no-score = No score. Totals: { $totals }.

## Sums that add up (G7, G8.2, V1.3, V5.4, V5.5): the parts go between
## "=", "+" and "×".

story-sum-refused = { $hands } from the hands + { $bonus } for the refused { $offer ->
    [redouble] redouble
   *[double] double
}
story-sum-stake = × { $stake } for the stake
story-sum-spade = × 2 for a spade upcard
story-sum-hands = { $points } from hands
story-sum-game-bonus = { $bonus } game bonus
story-sum-shutout = × 2 for the shutout
story-sum-boxes = { $bonus } for { $boxes ->
    [one] { $boxes } box
   *[other] { $boxes } boxes
}

## Two-handed scores (Hollywood's three games, partnerships' sides)

story-credit-side-scores = { $you ->
    [yes] { $name } score
    [plural] { $name } score
   *[other] { $name } scores
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}
story-credit-points-to = { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $name }
story-credit-nobody = Nobody scores
story-credit-sides = (sides: { $side_a } { $points_a }, { $side_b } { $points_b })
story-credit-in-games = in { $count ->
    [one] game
   *[other] games
} { $games }
story-credited = { $credit }. Score: { $score }.
story-score = Score: { $score }.
story-score-game = game { $game }: { $totals }
story-game-decided-reached = Game { $game } is decided: { $name } reached the target.
story-game-decided-won = Game { $game } goes to { $name }, { $won }–{ $lost } with its bonuses ({ $won_before }–{ $lost_before } before them).
story-game-decided-tied = Game { $game } is tied, { $points_a }–{ $points_b } with its bonuses.

## The end of a game, a set or a match

story-jersey-game-won = { $name } reached the target and { $you ->
    [yes] win
   *[other] wins
} the game!
story-game-won-by = { $you ->
    [yes] { $name } win
    [plural] { $name } win
   *[other] { $name } wins
} the game by { $margin }!
story-game-won = { $you ->
    [yes] { $name } win
    [plural] { $name } win
   *[other] { $name } wins
} the game!
story-game-tied = The game is tied.
story-set-game-to = Game { $game }, to { $name }:
story-set-game-tied = Game { $game }, tied:
story-shutout-for = A shutout for { $name }.
story-set-tied = The set is tied: { $games_a }–{ $games_b } in games and { $points } points each over the three.
story-set-won = { $you ->
    [yes] { $name } win
    [plural] { $name } win
   *[other] { $name } wins
} the set { $games }, and by { $margin } points over the three games ({ $points_won } to { $points_lost })!
story-set-won-on-points = { $you ->
    [yes] { $name } win
    [plural] { $name } win
   *[other] { $name } wins
} the set on points: { $games } in games, and { $margin } points ahead over the three ({ $points_won } to { $points_lost })!
story-set-won-on-games = { $you ->
    [yes] { $name } win
    [plural] { $name } win
   *[other] { $name } wins
} the set { $games }! Two games won take it, though { $other } made more points over the three ({ $points_lost } to { $points_won }).
story-match-won = { $you ->
    [yes] { $name } win
   *[other] { $name } wins
} the match by { $margin }: { $score }.
story-match-tied = The match is tied at { $total }.
# Hollywood's three games, as the table message numbers them.
story-game-label = { $game ->
    [1] I
    [2] II
    [3] III
   *[other] ?
}
# The last two items of a list: "I and II" (the others before them joined
# by ", ").
story-and-list = { $rest } and { $last }

## A seat handed to the computer

story-handed-over = { $name } timed out twice: a { $level } computer plays the seat until they act again.

## Moves in words, as in a menu or an error

story-action-draw-stock = draw from the stock
story-action-take-discard = take the top card of the discard pile
story-action-discard = discard { $card }
story-action-knock = knock, throwing { $card } face down
story-action-next-hand = deal the next hand
story-action-pass-upcard = pass the upcard
story-action-offer-double = offer a double
story-action-accept-double = accept the double
story-action-redouble = redouble
story-action-resign = resign the hand
story-action-meld = lay down { $meld }
story-action-lay-off = lay off { $cards } onto { $meld }
story-action-end-turn = end the turn
story-action-challenge = challenge
story-action-accept-challenge = accept the challenge
story-action-refuse-challenge = refuse the challenge
# What Colonel's challenge moves do (V9.6), beside them where offered.
story-note-challenge = ask to end the hand now: if they accept, the lower hand total scores the other's whole total; if they refuse, play goes on
story-note-accept-challenge = end the hand now: the lower hand total (every card held) scores the other's whole total
story-note-refuse-challenge = play goes on as if nothing was asked
