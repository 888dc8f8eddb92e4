// The sentences behind a choice, for the computer's log and for the help.

#include "strategies.hpp"

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

} // namespace

std::string keep_sentence(const KeepChoice& choice, bool my_crib, Voice voice) {
    const std::string keep = pretty_cards(choice.keep);
    const std::string away = pretty_cards(choice.lay_away);
    const std::string values = "expected hand " + one_decimal(choice.hand) + " over the " +
                               std::to_string(starters_for(choice)) + " possible starters, " +
                               crib_clause(choice, my_crib, voice);
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
