// The sentences behind a choice, for the computer's log and for the help, written from the
// advice record alone: every figure they quote is a fact of the record, formatted as a player
// reads it (cards/figures.hpp).

#include "strategies.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/cards/first_line.hpp"
#include "parlor/games/cribbage/win_model.hpp"

#include <algorithm>

namespace parlor::cribbage::detail {

namespace {

using cards::points_text;
using cards::signed_points_text;

// "At 112 to 104": the score of the seat to move first.
std::string scores_clause(const SeatView& view) {
    return "At " + std::to_string(view.scores[static_cast<std::size_t>(index(view.seat))]) +
           " to " + std::to_string(view.scores[static_cast<std::size_t>(index(other(view.seat)))]);
}

// The chance that the pone's hand alone reaches the target from `score`, by the model's hands.
double pone_count_reaches(int score, int target) {
    const auto& hands = WinModel::instance(target).pone_hand();
    double chance = 0;
    for (std::size_t h = 0; h < hands.size(); ++h) {
        chance += score + static_cast<int>(h) >= target ? hands[h] : 0.0;
    }
    return chance;
}

// "63%", or "the game is as good as won" / "... lost" outside 1%..99%.
std::string chance_words(double chance) {
    switch (cards::chance_band(chance)) {
    case cards::ChanceBand::AsGoodAsWon:
        return "the game is as good as won";
    case cards::ChanceBand::AsGoodAsLost:
        return "the game is as good as lost";
    case cards::ChanceBand::Open:
        break;
    }
    return cards::percent_text(chance) + " to win";
}

const KeepFacts& keep_of(const Facts& facts) {
    return std::get<KeepFacts>(facts);
}
const PlayFacts& play_of(const Facts& facts) {
    return std::get<PlayFacts>(facts);
}

// "hand 8.3, your crib +3.0, play +1.3"
std::string keep_parts(const KeepFacts& f, bool my_crib, Voice voice) {
    const bool computer = voice == Voice::Computer;
    std::string crib = my_crib ? (computer ? "my crib " : "your crib ")
                               : (computer ? "your crib " : "the dealer's crib ");
    return "hand " + points_text(f.hand) + ", " + crib + signed_points_text(f.crib) + ", play " +
           signed_points_text(f.play);
}

std::string keep_words_of(const KeepFacts& f) {
    return "keep " + pretty_cards(f.keep) + " and lay away " + pretty_cards(f.lay_away);
}

std::string close_keep_line(const Record& record, Voice voice) {
    if (!record.certainty.close_call) {
        return {};
    }
    std::string others;
    for (const auto& alternative : record.alternatives) {
        const KeepFacts& f = keep_of(alternative.facts);
        if (f.within_noise) {
            others += (others.empty() ? "" : " or ") + pretty_cards(f.keep);
        }
    }
    if (others.empty()) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    return "A close call between keeping " + pretty_cards(keep_of(record.facts).keep) + " and " +
           others + " (within the noise of " + std::to_string(record.certainty.samples) +
           " played-out hands): " + (computer ? "I follow the rule that " : "by the rule, ") +
           record.certainty.tie_rule + ".";
}

// Near the end: why the first choice is the one for the game.
std::string keep_to_win_line(const Record& record, const SeatView& view, Voice voice) {
    const KeepFacts& best = keep_of(record.facts);
    if (!best.win_chance) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    std::string crib = view.my_crib() ? (computer ? "my crib" : "your crib")
                                      : (computer ? "your crib" : "the dealer's crib");
    std::string line = scores_clause(view) + ", with " + crib + " to come, " +
                       (computer ? "I kept these four" : "these four give") +
                       " for the best chance to win the game: " + chance_words(*best.win_chance);
    // The choice worth the most points, when it is another: the trade-off given up.
    const KeepFacts* most = &best;
    for (const auto& alternative : record.alternatives) {
        const KeepFacts& f = keep_of(alternative.facts);
        if (f.total > most->total) {
            most = &f;
        }
    }
    if (most != &best && most->win_chance) {
        line += "; keeping " + pretty_cards(most->keep) + " for the most points (" +
                points_text(most->total) + " in all) would give " + chance_words(*most->win_chance);
    }
    return line + ".";
}

std::string reply_line(const PlayFacts& f, Voice voice) {
    const bool computer = voice == Voice::Computer;
    const std::string opponent = computer ? "you" : "the opponent";
    if (f.opponent_cards == 0) {
        return computer ? "You have no cards left to answer it."
                        : "The opponent has no cards left to answer it.";
    }
    if (f.reply_chance <= 0) {
        return "Whatever " + opponent + " may hold, nothing scores straight after it.";
    }
    const std::string holds = computer ? "you may hold" : "it may hold";
    std::string share = f.reply_chance >= 0.995
                            ? "every hand " + holds
                            : cards::percent_text(f.reply_chance) + " of the hands " + holds;
    return std::string(computer ? "You" : "The opponent") + " could score straight after it with " +
           share + " (" + points_text(f.reply_points) + " points on average).";
}

// The card after the choice, before its figure: "the next best, the 5♣, " ("my next best
// choice "). A close call goes to the tie rule, which may choose a card of a lower figure: the
// card after it is then the leader on that figure, never "the next best".
std::string next_words(const PlayFacts& next, bool better, bool computer, const std::string& lead) {
    if (better) {
        return lead + (computer
                           ? "my leading card on that figure "
                           : "the leader on that figure, the " + cards::pretty(next.card) + ", ");
    }
    return lead + (computer ? "my next best choice "
                            : "the next best, the " + cards::pretty(next.card) + ", ");
}

// The next choice of another rank (cards of one rank play alike).
const PlayFacts* next_other_rank(const Record& record) {
    const PlayFacts& best = play_of(record.facts);
    for (const auto& alternative : record.alternatives) {
        const PlayFacts& f = play_of(alternative.facts);
        if (f.card.rank != best.card.rank) {
            return &f;
        }
    }
    return nullptr;
}

std::string play_to_win_line(const Record& record, const SeatView& view, Voice voice) {
    const PlayFacts& best = play_of(record.facts);
    if (!best.win_chance) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    const int mine = view.scores[static_cast<std::size_t>(index(view.seat))];
    const int theirs = view.scores[static_cast<std::size_t>(index(other(view.seat)))];
    std::string line = scores_clause(view);
    if (view.my_crib() && pone_count_reaches(theirs, view.target) >= 0.5) {
        line += computer ? " I need to peg out before your count"
                         : " you need to peg out before the opponent's count";
    } else if (!view.my_crib() && view.target - mine <= 12) {
        line += computer ? " my count comes first, so I play to get there before you peg out"
                         : " your count comes first, so play to get there before the dealer pegs "
                           "out";
    } else {
        line += computer ? " I play for the game" : " play for the game";
    }
    line += std::string(": with this card ") + chance_words(*best.win_chance);
    if (const PlayFacts* next = next_other_rank(record); next && next->win_chance) {
        line += next_words(*next, *next->win_chance > *best.win_chance, computer, ", with ");
        line += chance_words(*next->win_chance);
    }
    return line + ".";
}

std::string play_net_line(const Record& record, Voice voice) {
    const PlayFacts& best = play_of(record.facts);
    if (!best.net) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    std::string line =
        "To the end of the play it nets " + signed_points_text(*best.net) + " points" +
        (best.hands_considered == 1
             ? " against the only hand "
             : " on average over " + std::to_string(best.hands_considered) + " hands ") +
        (computer ? "you" : "the opponent") + " may hold";
    const PlayFacts* next = next_other_rank(record);
    if (next && next->net) {
        line += next_words(*next, *next->net > *best.net, computer, "; ") +
                signed_points_text(*next->net);
    }
    return line + ".";
}

std::string close_play_clause(const Record& record, Voice voice) {
    if (!record.certainty.close_call) {
        return {};
    }
    // The computer's reasons name no card it still holds.
    if (voice == Voice::Computer) {
        return " A close call among my best cards (within the noise of " +
               cards::count_text(record.certainty.samples, "hand", "hands") +
               "): " + record.certainty.tie_rule + ".";
    }
    std::string others;
    for (const auto& alternative : record.alternatives) {
        const PlayFacts& f = play_of(alternative.facts);
        if (f.within_noise) {
            others += (others.empty() ? "the " : " or the ") + cards::pretty(f.card);
        }
    }
    if (others.empty()) {
        return {};
    }
    return " A close call between the " + cards::pretty(play_of(record.facts).card) + " and " +
           others + " (within the noise of " +
           cards::count_text(record.certainty.samples, "hand", "hands") +
           "): " + record.certainty.tie_rule + ".";
}

// Why the keep was chosen, in words and no figure: the game near its end, else the points of
// the deal (the tie rule's pick among keeps within the noise of each other is "among the best").
std::string keep_why(const Record& record) {
    if (keep_of(record.facts).win_chance) {
        return record.certainty.close_call ? "among the best chances to win the game"
                                           : "the best chance to win the game";
    }
    return record.certainty.close_call ? "among the most points this deal"
                                       : "the most points this deal";
}

// A net this close to nothing is "about even" in the words (the figures show tenths).
constexpr double play_even_margin = 0.05;

// Why the card was chosen when it scores nothing now: the game near its end, nothing for the
// opponent straight after it, else the points to the end of the play.
std::string play_why(const Record& record, Voice voice) {
    const PlayFacts& best = play_of(record.facts);
    const bool close = record.certainty.close_call;
    if (best.win_chance) {
        return close ? "among the best chances to win the game" : "the best chance to win the game";
    }
    // The help may say the card is forced; the computer may not (it would tell that the rest of
    // its hand does not fit).
    if (voice == Voice::Help && record.alternatives.empty()) {
        return "your only card that fits the count";
    }
    if (best.opponent_cards > 0 && best.reply_chance <= 0) {
        return voice == Voice::Computer ? "nothing you may hold scores straight after it"
                                        : "nothing the opponent may hold scores straight after it";
    }
    // The net (points for minus points against, to the end of the play) in words: what ranked it.
    const double net = best.net.value_or(0);
    if (net >= play_even_margin) {
        return close ? "among the cards that gain most by the end of the play"
                     : "it gains the most by the end of the play";
    }
    if (net <= -play_even_margin) {
        return close ? "among the cards that lose least by the end of the play"
                     : "it loses the least by the end of the play";
    }
    return close ? "among the cards that come out about even by the end of the play"
                 : "it comes out about even by the end of the play";
}

} // namespace

Words keep_words(const Record& record, const SeatView& view, Voice voice) {
    Words words;
    const KeepFacts& best = keep_of(record.facts);
    const bool mine = view.my_crib();
    const bool computer = voice == Voice::Computer;
    const std::string to_win = keep_to_win_line(record, view, voice);
    const std::string close = close_keep_line(record, voice);
    const std::string values =
        points_text(best.total) + " expected points in all (" + keep_parts(best, mine, voice) + ")";
    if (computer) {
        // The move and why first; the figures after it: the game's chances, the points.
        words.lines.push_back(
            "I kept " + pretty_cards(best.keep) + " and laid away " + pretty_cards(best.lay_away) +
            (mine ? " to my crib: " : " to your crib: ") + keep_why(record) + ".");
        if (!to_win.empty()) {
            words.lines.push_back(to_win);
        }
        words.lines.push_back("This deal: " + values + ".");
        if (!close.empty() && words.lines.size() < 3) {
            words.lines.push_back(close);
        }
        words.summary =
            "I kept " + pretty_cards(best.keep) + " and laid away " + pretty_cards(best.lay_away);
        return words;
    }
    words.lines.push_back("Keep " + pretty_cards(best.keep) + " and lay away " +
                          pretty_cards(best.lay_away) + ": " + values + ", the play against " +
                          cards::count_text(best.hands_played, "hand", "hands") +
                          " the opponent may hold.");
    if (!to_win.empty()) {
        words.lines.push_back(to_win);
    }
    if (!close.empty()) {
        words.lines.push_back(close);
    }
    for (std::size_t i = 0; i < std::min<std::size_t>(2, record.alternatives.size()); ++i) {
        const KeepFacts& f = keep_of(record.alternatives[i].facts);
        std::string line = "Or " + keep_words_of(f) + ": ";
        if (f.win_chance) {
            line += chance_words(*f.win_chance) + ", ";
        }
        words.lines.push_back(line + points_text(f.total) + " in all (" +
                              keep_parts(f, mine, voice) + ").");
    }
    const std::string keep =
        "Keep " + pretty_cards(best.keep) + ", lay away " + pretty_cards(best.lay_away);
    words.summary = cards::first_that_fits({keep + ": " + keep_why(record), keep});
    return words;
}

Words play_words(const Record& record, const SeatView& view, Voice voice) {
    Words words;
    const PlayFacts& best = play_of(record.facts);
    const bool computer = voice == Voice::Computer;
    std::vector<Card> pile = view.pile;
    pile.push_back(best.card);
    const std::string played = (computer ? "I played the " : "Play the ") +
                               cards::pretty(best.card) + ", making " + std::to_string(best.count);
    std::string scored;
    const auto items = pegging_items(pile);
    for (std::size_t i = 0; i < items.size(); ++i) {
        scored += (i == 0 ? ": " : " and ") + describe(items[i]);
    }
    const std::string for_points =
        best.points_now > 0 ? " for " + std::to_string(best.points_now) : "";
    const std::string wins =
        computer ? " \u2014 that reaches " + std::to_string(view.target) + " and wins the game"
                 : std::string(" \u2014 that wins the game");
    std::string whole = played + scored;
    std::vector<std::string> tries;
    if (best.wins_now) {
        tries = {whole + wins + ".", played + for_points + wins + "."};
    } else if (best.points_now > 0) {
        tries = {whole + ".", played + for_points + "."};
    } else {
        // Nothing scores now: the reason is what it does after.
        tries = {played + ": " + play_why(record, voice) + "."};
    }
    tries.push_back(played + for_points + ".");
    words.lines.push_back(cards::first_that_fits(tries));
    const std::string to_win = play_to_win_line(record, view, voice);
    const std::string net = play_net_line(record, voice);
    const std::string close = close_play_clause(record, voice);
    words.lines.push_back((to_win.empty() ? net : to_win) + close);
    if (!best.wins_now) {
        words.lines.push_back(reply_line(best, voice));
    }
    if (!computer && record.alternatives.empty() &&
        words.lines.front().find("only card that fits") == std::string::npos) {
        words.lines.push_back("It is your only card that fits the count.");
    }
    const std::string summary = played + for_points;
    words.summary =
        cards::first_that_fits({best.wins_now ? summary + ": that wins the game"
                                              : summary + ": " + play_why(record, voice),
                                summary});
    return words;
}

} // namespace parlor::cribbage::detail
