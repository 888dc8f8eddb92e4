#include "parlor/games/fivecrowns/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/figures.hpp"

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

std::string game_over_text(const GameOverEvent& e, const Listener& listener) {
    const std::string result =
        e.winner ? listener.with_verb(*e.winner, "win", "wins") : std::string("a draw");
    return "Game over: " + result + " (" + std::to_string(e.scores[0]) + " to " +
           std::to_string(e.scores[1]) + ").";
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
                       " first, having gone out first last round.";
            } else if constexpr (std::is_same_v<T, DrewEvent>) {
                return drew_text(e, listener);
            } else if constexpr (std::is_same_v<T, DiscardedEvent>) {
                return listener.name(e.seat) + " discarded the " + cards::pretty(e.card) + ".";
            } else if constexpr (std::is_same_v<T, WentOutEvent>) {
                return listener.name(e.seat) + " went out! " + listener.name(other(e.seat)) +
                       " may play one last turn.";
            } else if constexpr (std::is_same_v<T, ReshuffledEvent>) {
                return "The draw pile ran out: " + cards::count_text(e.cards, "card", "cards") +
                       " from under the discard pile's top " + (e.cards == 1 ? "was" : "were") +
                       " shuffled into a new one.";
            } else if constexpr (std::is_same_v<T, RoundScoredEvent>) {
                const RoundResult& r = e.result;
                return "Round " + std::to_string(r.round) +
                       " scored: " + listener.name(Seat::Human) + " " +
                       cards::count_text(r.points[0], "point", "points") + ", " +
                       listener.name(Seat::Computer) + " " +
                       cards::count_text(r.points[1], "point", "points") + ".";
            } else {
                return game_over_text(e, listener);
            }
        },
        event);
}

} // namespace parlor::fivecrowns
