#include "parlor/games/fivecrowns/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::fivecrowns {

namespace {

std::string side(bool heads) {
    return heads ? "heads" : "tails";
}

std::string drew_text(const DrewEvent& e, const Listener& listener) {
    const std::string& name = listener.name(e.seat);
    // What is taken from the discard pile both players saw; a card from the stock only its
    // drawer knows.
    if (e.from_discard) {
        return name + " took the " + cards::pretty(e.card) + " from the discard pile.";
    }
    if (!listener.sees(e.seat)) {
        return name + " drew a card from the draw pile.";
    }
    return name + " drew the " + cards::pretty(e.card) + " from the draw pile.";
}

// Every seat's figure in seat order: "You 12 points, Ann 0 points, Bob 30 points".
std::string every_seat(const std::vector<int>& figures, const Listener& listener) {
    std::string text;
    for (std::size_t i = 0; i < figures.size(); ++i) {
        text += (i == 0 ? "" : ", ") + listener.name(seat_at(static_cast<int>(i))) + " " +
                cards::count_text(figures[i], "point", "points");
    }
    return text;
}

std::string game_over_text(const GameOverEvent& e, const Listener& listener) {
    if (e.scores.size() == 2) {
        const std::string result =
            e.winner ? listener.with_verb(*e.winner, "win", "wins") : std::string("a draw");
        return "Game over: " + result + " (" + std::to_string(e.scores[0]) + " to " +
               std::to_string(e.scores[1]) + ").";
    }
    // A bigger table: the lowest total wins, shared when several hold it.
    const int lowest = *std::min_element(e.scores.begin(), e.scores.end());
    std::vector<std::string> winners;
    for (std::size_t i = 0; i < e.scores.size(); ++i) {
        if (e.scores[i] == lowest) {
            winners.push_back(listener.name(seat_at(static_cast<int>(i))));
        }
    }
    std::string result;
    if (winners.size() == 1) {
        result = e.winner ? listener.with_verb(*e.winner, "win", "wins") : winners.front();
    } else {
        result = cards::listed(winners) + " share the win";
    }
    return "Game over: " + result + " with " + cards::count_text(lowest, "point", "points") + " (" +
           every_seat(e.scores, listener) + ").";
}

} // namespace

std::string rank_plural(int rank, bool capital) {
    if (rank < cards::jack) {
        return cards::rank_symbol(rank) + "s";
    }
    std::string name = cards::rank_name(rank) + "s"; // "jacks"
    if (capital && !name.empty()) {
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
    }
    return name;
}

std::string event_text(const Event& event, const Listener& listener) {
    return std::visit(
        [&listener](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TossEvent>) {
                // The player at the keyboard always calls.
                return listener.name(Seat::Human) + " called " + side(e.called_heads) +
                       " and the coin landed " + side(e.landed_heads) + ": " +
                       listener.with_verb(e.first, "play", "plays") + " first.";
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return "Round " + std::to_string(e.round) + ": " +
                       std::to_string(cards_dealt(e.round)) + " cards each, " +
                       rank_plural(wild_rank_of(e.round)) + " and jokers are wild. " +
                       listener.with_verb(e.first, "play", "plays") +
                       (e.seats <= 2  ? " first, having gone out first last round."
                        : e.round > 1 ? " first: the deal has passed to the left."
                                      : " first.");
            } else if constexpr (std::is_same_v<T, DrewEvent>) {
                return drew_text(e, listener);
            } else if constexpr (std::is_same_v<T, DiscardedEvent>) {
                return listener.name(e.seat) + " discarded the " + cards::pretty(e.card) + ".";
            } else if constexpr (std::is_same_v<T, WentOutEvent>) {
                if (e.seats > 2) {
                    return listener.name(e.seat) +
                           " went out! Every other player may play one last turn, in order.";
                }
                return listener.name(e.seat) + " went out! " + listener.name(other(e.seat)) +
                       " may play one last turn.";
            } else if constexpr (std::is_same_v<T, ReshuffledEvent>) {
                return "The draw pile ran out: " + cards::count_text(e.cards, "card", "cards") +
                       " from under the discard pile's top " + (e.cards == 1 ? "was" : "were") +
                       " shuffled into a new one.";
            } else if constexpr (std::is_same_v<T, RoundScoredEvent>) {
                const RoundResult& r = e.result;
                return "Round " + std::to_string(r.round) +
                       " scored: " + every_seat(r.points, listener) + ".";
            } else {
                return game_over_text(e, listener);
            }
        },
        event);
}

} // namespace parlor::fivecrowns
