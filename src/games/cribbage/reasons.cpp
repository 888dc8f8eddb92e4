// The sentences behind a choice, for the computer's log and for the help.

#include "strategies.hpp"

#include "parlor/games/cribbage/win_model.hpp"

#include <algorithm>
#include <cstdio>

namespace parlor::cribbage::detail {

namespace {

std::string one_decimal(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", x);
    return buffer;
}

std::string signed_decimal(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f", x);
    return buffer;
}

std::string percent(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f%%", 100 * x);
    return buffer;
}

int starters_for(const KeepChoice& choice) {
    return deck_size - static_cast<int>(choice.keep.size() + choice.lay_away.size());
}

std::string crib_clause(const KeepChoice& choice, bool my_crib, Voice voice) {
    if (my_crib) {
        return std::string(voice == Voice::Computer ? "my" : "your") + " crib adds " +
               one_decimal(choice.crib) + " (" + one_decimal(choice.net) + " in all)";
    }
    return std::string("the crib gives ") + (voice == Voice::Computer ? "you " : "the opponent ") +
           one_decimal(choice.crib) + " (net " + one_decimal(choice.net) + ")";
}

// "At 112 to 104": the speaker's score first.
std::string scores_clause(const SeatView& view) {
    return "At " + std::to_string(view.scores[static_cast<std::size_t>(index(view.seat))]) +
           " to " + std::to_string(view.scores[static_cast<std::size_t>(index(other(view.seat)))]);
}

// The chance that the pone's hand alone reaches 121 from `score`, by the model's hands.
double pone_count_reaches(int score) {
    const auto& hands = WinModel::instance().pone_hand();
    double chance = 0;
    for (std::size_t h = 0; h < hands.size(); ++h) {
        chance += score + static_cast<int>(h) >= winning_score ? hands[h] : 0.0;
    }
    return chance;
}

} // namespace

std::string keep_to_win_sentence(const std::vector<KeepChoice>& ranked, const SeatView& view,
                                 Voice voice) {
    if (ranked.empty() || ranked.front().win_chance < 0) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    const KeepChoice& best = ranked.front();
    const auto most_points =
        std::max_element(ranked.begin(), ranked.end(),
                         [](const KeepChoice& a, const KeepChoice& b) { return a.net < b.net; });
    std::string crib = view.my_crib() ? (computer ? "my crib" : "your crib")
                                      : (computer ? "your crib" : "the opponent's crib");
    std::string line = scores_clause(view) + ", with " + crib + " to come, " +
                       (computer ? "I kept " : "keep ") + pretty_cards(best.keep) +
                       (computer ? " for the best chance to win the game, "
                                 : ": it gives the best chance to win the game, ") +
                       percent(best.win_chance);
    if (most_points->keep != best.keep) {
        line += "; keeping " + pretty_cards(most_points->keep) + " for the most points (" +
                one_decimal(most_points->net) + " net) would give " +
                percent(most_points->win_chance);
    }
    return line + ".";
}

std::string play_to_win_sentence(const std::vector<PlayChoice>& ranked, const SeatView& view,
                                 Voice voice) {
    if (ranked.empty() || ranked.front().win_chance < 0) {
        return {};
    }
    const bool computer = voice == Voice::Computer;
    const int mine = view.scores[static_cast<std::size_t>(index(view.seat))];
    const int theirs = view.scores[static_cast<std::size_t>(index(other(view.seat)))];
    std::string line = scores_clause(view);
    if (view.my_crib() && pone_count_reaches(theirs) >= 0.5) {
        line += computer ? " I need to peg out before your count"
                         : " you need to peg out before the opponent's count";
    } else if (!view.my_crib() && winning_score - mine <= 12) {
        line += computer ? " my count comes first, so I play to get there before you peg out"
                         : " your count comes first, so play to get there before the dealer pegs "
                           "out";
    } else {
        line += computer ? " I play for the game" : " play for the game";
    }
    line += std::string(": ") + (computer ? "this card gives me " : "this card gives you ") +
            percent(ranked.front().win_chance) + " to win";
    const auto next = std::find_if(ranked.begin(), ranked.end(), [&](const PlayChoice& c) {
        return c.card.rank != ranked.front().card.rank;
    });
    if (next != ranked.end()) {
        line += computer ? ", my next best " : ", the next best " + cards::pretty(next->card) + " ";
        line += percent(next->win_chance);
    }
    return line + ".";
}

std::string keep_sentence(const KeepChoice& choice, bool my_crib, Voice voice) {
    const std::string keep = pretty_cards(choice.keep);
    const std::string away = pretty_cards(choice.lay_away);
    std::string values = "expected hand " + one_decimal(choice.hand) + " over the " +
                         std::to_string(starters_for(choice)) + " possible starters, " +
                         crib_clause(choice, my_crib, voice);
    if (choice.play != 0) {
        values += ", and the play " + signed_decimal(choice.play) + " played out against " +
                  (voice == Voice::Computer ? "hands you may hold" : "hands the opponent may hold");
    }
    if (voice == Voice::Help) {
        return "Keep " + keep + " and lay away " + away + ": " + values + ".";
    }
    return "I kept " + keep + " and laid away " + away +
           (my_crib ? " to my crib" : " to your crib") + ": " + values +
           ", the best of the ways to keep four.";
}

std::string keep_alternative(const KeepChoice& choice, bool my_crib, Voice voice) {
    (void)voice;
    return "Or keep " + pretty_cards(choice.keep) + " and lay away " +
           pretty_cards(choice.lay_away) + ": hand " + one_decimal(choice.hand) + ", crib " +
           (my_crib ? "+" : "-") + one_decimal(choice.crib) + ", net " + one_decimal(choice.net) +
           ".";
}

std::vector<std::string> play_sentences(const std::vector<PlayChoice>& ranked, const SeatView& view,
                                        Voice voice) {
    std::vector<std::string> lines;
    if (ranked.empty()) {
        return lines;
    }
    const PlayChoice& best = ranked.front();
    const bool computer = voice == Voice::Computer;
    std::vector<Card> pile = view.pile;
    pile.push_back(best.card);
    const int count = count_of(pile);

    std::string first = (computer ? "I played the " : "Play the ") + cards::pretty(best.card) +
                        ", making " + std::to_string(count);
    const auto items = pegging_items(pile);
    for (std::size_t i = 0; i < items.size(); ++i) {
        first += (i == 0 ? ": " : " and ") + describe(items[i]);
    }
    const int score = view.scores[static_cast<std::size_t>(index(view.seat))];
    if (score + best.points_now >= winning_score) {
        first += computer ? " — that reaches 121 and wins the game" : " — that wins the game";
    }
    lines.push_back(first + ".");

    const std::string opponent = computer ? "you" : "the opponent";
    if (best.reply_chance <= 0) {
        lines.push_back("Whatever " + opponent + " may hold, nothing scores straight after it.");
    } else {
        lines.push_back(std::string(computer ? "You" : "The opponent") +
                        " could score straight after it with " + percent(best.reply_chance) +
                        " of the hands " + (computer ? "you" : "it") + " may hold (" +
                        one_decimal(best.reply_points) + " points on average).");
    }
    // The computer's reasons are shown during the game: they must not name the cards it
    // still holds, so they compare values only.
    if (ranked.size() == 1) {
        if (!computer) {
            lines.push_back("It is your only card that fits the count.");
        }
        return lines;
    }
    const PlayChoice& next = ranked[1];
    std::string ahead = "Looking ahead to the end of the play over " +
                        std::to_string(best.hands_considered) + " hand patterns " + opponent +
                        " may hold, it nets " + signed_decimal(best.net) + " on average";
    if (computer) {
        ahead += "; my next best choice nets " + signed_decimal(next.net) + ".";
    } else if (next.card.rank == best.card.rank) {
        ahead += ".";
    } else {
        ahead += "; the next best, the " + cards::pretty(next.card) + ", nets " +
                 signed_decimal(next.net) + ".";
    }
    lines.push_back(ahead);
    return lines;
}

} // namespace parlor::cribbage::detail
