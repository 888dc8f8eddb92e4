#pragma once
// The advice record in words (internal to the Five Crowns library). Every sentence here is
// written from one AdviceRecord and quotes only its facts, so all of them speak of one position:
// the hand after the recommended move. The help speaks to the seat to move ("Take the 8♦ ...",
// "your run"); the computer of itself ("I took the 8♦ ...", "my run"); the other seat is "the
// opponent" in both.

#include "reasons.hpp"

#include "parlor/games/fivecrowns/ai.hpp"

#include <string>
#include <vector>

namespace parlor::fivecrowns::detail {

// The first line of both is the move and why in plain words, at most cards::first_line_limit
// characters and no expectation or chance (issue 42); the figures follow, each with its unit.

// The help's lines: the move and why, the hand after it, the figures, the next best move, going
// out.
std::vector<std::string> help_lines(const AdviceRecord& record, int wild_rank);

// The computer's reasons for its move: at most three lines.
std::vector<std::string> computer_reasons(const AdviceRecord& record, int wild_rank);

// The help in one plain line of at most cards::first_line_limit characters.
std::string summary_line(const AdviceRecord& record, int wild_rank);

// The hand after the move in one sentence: its melds, what their wilds stand for (one clause per
// meld, however many wilds it holds), and the cards left over with their points.
std::string layout_sentence(const Arrangement& arrangement, Voice voice);

// "the joker stands for the 6♦", "the two jokers stand for 9s": the wilds of one meld.
std::string wilds_clause(const Meld& meld);

} // namespace parlor::fivecrowns::detail
