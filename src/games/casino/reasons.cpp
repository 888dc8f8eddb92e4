// What the computer says about its move, and what the help says to the player: the same
// sentences in two voices.

#include "parlor/games/casino/captures.hpp"
#include "strategies.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <type_traits>

namespace parlor::casino::detail {

namespace {

struct Words {
    std::string my;     // "my" / "your"
    std::string your;   // the opponent's: "your" / "the computer's"
    std::string i_hold; // "I hold" / "you hold"
    bool help;
};

Words words(Voice voice, Seat seat) {
    if (voice == Voice::Computer) {
        return {"my", "your", "I hold", false};
    }
    const std::string opponent = seat == Seat::Human ? "the computer's" : "the human's";
    return {"your", opponent, "you hold", true};
}

std::string capitalised(std::string text) {
    if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

// "Capturing" or "Capture".
std::string verb(const Words& w, const std::string& ing, const std::string& plain) {
    return w.help ? plain : ing;
}

// "my 10"; "my ace of spades" when the hand holds another ace.
std::string of_rank(const std::string& whose, Card card, const std::vector<Card>& hand) {
    const bool twin = std::any_of(hand.begin(), hand.end(), [card](Card other) {
        return other != card && other.rank == card.rank;
    });
    return whose + " " + (twin ? cards::long_name(card) : cards::rank_name(card.rank));
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) {
            out += i + 1 == parts.size() ? " and " : ", ";
        }
        out += parts[i];
    }
    return out;
}

std::string count_of(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A card worth `value` in the hand other than `played`, named for a sentence.
std::string held_card(const SeatView& view, Card played, int value) {
    for (const Card card : view.hand) {
        if (card != played && worth(card, value)) {
            return the_card(card);
        }
    }
    return "a card worth " + std::to_string(value);
}

// The loose aces a played ace's capture needs as 1 to make its sets of 14 (fewest first):
// "A♠ on A♥ 9♣ 4♦" needs the A♥. Nothing when the sets need no ace, or the card is no ace.
std::vector<Card> aces_counting_one(const Table& table, const Capture& capture) {
    if (capture.card.rank != cards::ace) {
        return {};
    }
    std::vector<Card> sets;
    std::vector<Card> aces;
    for (const Card card : capture.taken) {
        if (table.holds_loose(card)) {
            (card.rank == cards::ace ? aces : sets).push_back(card);
        }
    }
    if (sets.empty() || splits_into_sets(sets, highest_value)) {
        return {};
    }
    // At most four aces: every subset, the smaller ones first.
    std::vector<Card> best;
    for (unsigned subset = 1; subset < (1U << aces.size()); ++subset) {
        std::vector<Card> chosen;
        for (std::size_t i = 0; i < aces.size(); ++i) {
            if (subset & (1U << i)) {
                chosen.push_back(aces[i]);
            }
        }
        std::vector<Card> with = sets;
        with.insert(with.end(), chosen.begin(), chosen.end());
        if ((best.empty() || chosen.size() < best.size()) &&
            splits_into_sets(with, highest_value)) {
            best = chosen;
        }
    }
    return best;
}

std::string capture_sentence(const SeatView& view, const Capture& capture, const Words& w) {
    std::vector<std::string> items;
    for (const Card card : capture.taken) {
        if (view.table.holds_loose(card)) {
            items.push_back(the_card(card));
        }
    }
    for (const TableBuild& build : view.table.builds) {
        if (std::find(capture.taken.begin(), capture.taken.end(), build.parts.front().front()) !=
            capture.taken.end()) {
            items.push_back((build.owner == view.seat ? w.my : w.your) + " build of " +
                            std::to_string(build.value()));
        }
    }
    int points = card_points(capture.card);
    int spades = capture.card.suit == Suit::Spades ? 1 : 0;
    for (const Card card : capture.taken) {
        points += card_points(card);
        spades += card.suit == Suit::Spades ? 1 : 0;
    }
    const int cards = 1 + static_cast<int>(capture.taken.size());
    std::string text = verb(w, "Capturing ", "Capture ") + joined(items) + " with " +
                       of_rank(w.my, capture.card, view.hand);
    if (const auto ones = aces_counting_one(view.table, capture); !ones.empty()) {
        // The brief's ace, 1 and 14 in one action: say which loose ace made the set of 14.
        std::vector<std::string> names;
        for (const Card ace : ones) {
            names.push_back("the " + cards::pretty(ace));
        }
        text += " (" + joined(names) + (ones.size() == 1 ? " counts" : " count") +
                " 1 here, in a set of 14)";
    }
    if (points > 0) {
        text += " \u2014 worth " + count_of(points, "point", "points");
    } else {
        text += " \u2014 " + count_of(cards, "card", "cards") + " toward the most cards";
        if (spades > 0) {
            text += ", " + count_of(spades, "spade", "spades") + " among them";
        }
    }
    return text + ".";
}

std::string build_sentence(const SeatView& view, const Build& build, const Words& w) {
    const std::string value = std::to_string(build.value);
    const std::string hold = w.i_hold + " " + held_card(view, build.card, build.value);
    if (!build.onto.empty()) {
        const TableBuild* target = view.table.build_with(build.onto.front());
        const std::string old = target != nullptr ? std::to_string(target->value()) : "?";
        return verb(w, "Taking over ", "Take over ") + w.your + " build of " + old + " with " +
               of_rank(w.my, build.card, view.hand) + ": it becomes " + value + " and " +
               (w.help ? "yours" : "mine") + ", and " + hold + " to take it.";
    }
    std::vector<std::string> on;
    for (const Card card : build.loose) {
        on.push_back("the " + cards::rank_name(card.rank));
    }
    const bool joins = view.table.build_of(view.seat, build.value) != nullptr;
    if (build.loose.empty()) {
        return verb(w, "Adding ", "Add ") + of_rank(w.my, build.card, view.hand) + " to " + w.my +
               " build of " + value + ", a multiple build now: " + hold + " to take it all.";
    }
    std::string text = verb(w, "Building ", "Build ") + value + " with " +
                       of_rank(w.my, build.card, view.hand) + " on " + joined(on);
    if (joins) {
        return text + " beside " + w.my + " build of " + value + ": " + hold +
               " to take them together.";
    }
    return text + ": " + hold + " to take it.";
}

std::string trail_sentence(const SeatView& view, const Trail& trail, const Words& w) {
    const auto moves = legal_moves(view);
    const bool other_moves = std::any_of(moves.begin(), moves.end(), [](const Action& a) {
        return !std::holds_alternative<Trail>(a);
    });
    std::string text = verb(w, "Trailing ", "Trail ") + the_card(trail.card);
    if (other_moves) {
        return text + " rather than capturing or building: it gives the least away.";
    }
    return text + ": there is nothing to capture or build, and it gives the least away.";
}

std::string points_text(double points) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", std::abs(points));
    return buffer;
}

} // namespace

std::string move_sentence(const SeatView& view, const Action& action, Voice voice) {
    const Words w = words(voice, view.seat);
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Capture>) {
                return capture_sentence(view, act, w);
            } else if constexpr (std::is_same_v<T, Build>) {
                return build_sentence(view, act, w);
            } else if constexpr (std::is_same_v<T, Trail>) {
                return trail_sentence(view, act, w);
            } else {
                return capitalised(describe(act)) + ".";
            }
        },
        action);
}

std::string search_sentence(const Ranking& ranking, Voice voice) {
    if (ranking.moves.size() < 2) {
        return {};
    }
    const double margin = ranking.moves[0].value - ranking.moves[1].value;
    const std::string next = describe(ranking.moves[1].action);
    const std::string cannot = voice == Voice::Computer ? "I cannot see" : "you cannot see";
    if (ranking.exact) {
        return "Every card is known now: to the end of the round this is worth " +
               points_text(margin) + " points more than the next best move (" + next + ").";
    }
    return "Over " + std::to_string(ranking.samples) + " deals of the cards " + cannot +
           ", this gains " + points_text(margin) +
           " points of the round more than the next best move (" + next + ").";
}

} // namespace parlor::casino::detail
