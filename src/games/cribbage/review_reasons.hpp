#pragma once
// Why the expert's move rather than the one made, for the review (internal to the Cribbage
// library). The help's summary says why its own move ("Play the Q♥, making 27: the best to the
// end of the play") and nothing of the card played instead; these compare the two from the facts
// the expert ranked them by, the same record (issue 42: review lines say why).

#include "parlor/games/cribbage/advice_record.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <string>

namespace parlor::cribbage::detail {

// "Play the Q♥ rather than the 4♠: the 4♠ scores 2 now, the Q♥ nothing; your opponent can
// score straight after the 4♠ in 62% of the hands it may hold, after the Q♥ in 18%." When
// neither the points now nor the reply speak for the expert's card, what each nets to the end
// of the play (the figure that ranked them). Empty when no figure tells them apart (the caller
// keeps the help's summary).
std::string play_comparison(const PlayFacts& expert, const PlayFacts& played);

// "Keep A♥ 4♠ 4♦ Q♦ rather than 4♦ 5♦ 5♥ Q♦: expected points this deal, hand 6.1 against 7.3,
// your crib 4.9 against 2.1, the play -0.4 against -0.5." Empty near the end of the game, where
// the chance to win ranks the keeps instead.
std::string keep_comparison(const SeatView& view, const KeepFacts& expert, const KeepFacts& played);

} // namespace parlor::cribbage::detail
