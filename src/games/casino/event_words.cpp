#include "parlor/games/casino/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/games/casino/cards.hpp"

#include <type_traits>

namespace parlor::casino {

namespace {

using cards::pretty;

// "your", "Computer's": inside a sentence, where only a name keeps its capital. The seat's own,
// in a sentence about what `actor` does: "their own" ("Computer captures their own build", never
// "Computer captures Computer's build").
std::string whose(Seat seat, const Listener& listener, Seat actor) {
    if (listener.you(seat)) {
        return "your";
    }
    return seat == actor ? "their own" : listener.name(seat) + "'s";
}

// "your build of 8", "Computer's multiple build of 9", told of what `actor` does.
std::string build_words(const TableBuild& build, const Listener& listener, Seat actor) {
    return whose(build.owner, listener, actor) + (build.multiple() ? " multiple" : "") +
           " build of " + std::to_string(build.value());
}

std::string toss_text(const CoinTossEvent& e, const Listener& listener) {
    // The player at the keyboard always calls.
    const std::string caller = listener.you(Seat::Human) ? "you" : listener.name(Seat::Human);
    return std::string(e.landed == Coin::Heads ? "Heads" : "Tails") + ": " + caller +
           (e.call == e.landed ? " called it right. " : " called it wrong. ") +
           listener.with_verb(e.first, "play", "plays") + " first.";
}

// The hands dealt are secret: each listener hears only the ones it sees.
std::string dealt_text(const DealtEvent& e, const Listener& listener) {
    std::string text = "Four more cards each.";
    if (e.deal == 1) {
        text = "Round " + std::to_string(e.round) + ": four cards each and four to the table" +
               (e.table.empty() ? "" : ": " + pretty_cards(e.table)) + ".";
    }
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const auto& hand = e.hands[static_cast<std::size_t>(index(seat))];
        if (listener.sees(seat) && !hand.empty()) {
            text +=
                " " + listener.with_verb(seat, "are", "is") + " dealt " + pretty_cards(hand) + ".";
        }
    }
    return text + " " + std::to_string(e.deck_left) + " left in the deck" +
           (e.deck_left == 0 ? ": the last deal." : ".");
}

std::string captured_text(const CapturedEvent& e, const Listener& listener) {
    std::vector<std::string> parts;
    for (const TableBuild& build : e.builds) {
        parts.push_back(build_words(build, listener, e.seat));
    }
    if (!e.loose.empty()) {
        parts.push_back(pretty_cards(e.loose));
    }
    return listener.with_verb(e.seat, "capture", "captures") + " " + cards::listed(parts) +
           " with the " + pretty(e.card) + ".";
}

std::string built_text(const BuiltEvent& e, const Listener& listener) {
    const std::string value = std::to_string(e.build.value());
    if (e.increased) {
        return listener.with_verb(e.seat, "increase", "increases") + " " +
               build_words(*e.increased, listener, e.seat) + " to " + value + " with the " +
               pretty(e.card) + ".";
    }
    if (e.joined) {
        return listener.with_verb(e.seat, "add", "adds") + " the " + pretty(e.card) +
               (e.loose.empty() ? "" : " and " + pretty_cards(e.loose)) + " to " +
               whose(e.seat, listener, e.seat) + " build of " + value + ": a multiple build.";
    }
    return listener.with_verb(e.seat, "build", "builds") + " " + value + " with the " +
           pretty(e.card) + " on " + pretty_cards(e.loose) + ".";
}

std::string table_taken_text(const TableTakenEvent& e, const Listener& listener) {
    if (e.cards.empty()) {
        return {};
    }
    const std::string named = " (" + pretty_cards(e.cards) + ")";
    if (!e.seat) {
        return "Nobody captured: the " + std::to_string(e.cards.size()) + " cards left" + named +
               " are set aside.";
    }
    return listener.with_verb(*e.seat, "take", "takes") + " the last " +
           cards::count_text(static_cast<int>(e.cards.size()), "card", "cards") + " on the table" +
           named + ": the last to capture.";
}

std::string scored_text(const RoundScoredEvent& e, const Listener& listener) {
    const auto& p = e.score.players;
    return "Round " + std::to_string(e.round) + " scored: " + listener.name(Seat::Human) + " " +
           std::to_string(p[0].total) + ", " + listener.name(Seat::Computer) + " " +
           std::to_string(p[1].total) + ". Totals: " + std::to_string(e.scores[0]) + " to " +
           std::to_string(e.scores[1]) + ".";
}

std::string game_over_text(const GameOverEvent& e, const Listener& listener) {
    if (!e.winner) {
        return "The tournament ends level at " + std::to_string(e.scores[0]) + ".";
    }
    const auto total = [&e](Seat seat) {
        return std::to_string(e.scores[static_cast<std::size_t>(index(seat))]);
    };
    return listener.with_verb(*e.winner, "win", "wins") + " the tournament, " + total(*e.winner) +
           " to " + total(other(*e.winner)) + ".";
}

} // namespace

std::string event_text(const Event& event, const Listener& listener) {
    return std::visit(
        [&listener](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CoinTossEvent>) {
                return toss_text(e, listener);
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return dealt_text(e, listener);
            } else if constexpr (std::is_same_v<T, CapturedEvent>) {
                return captured_text(e, listener);
            } else if constexpr (std::is_same_v<T, BuiltEvent>) {
                return built_text(e, listener);
            } else if constexpr (std::is_same_v<T, TrailedEvent>) {
                return listener.with_verb(e.seat, "trail", "trails") + " the " + pretty(e.card) +
                       ".";
            } else if constexpr (std::is_same_v<T, TableTakenEvent>) {
                return table_taken_text(e, listener);
            } else if constexpr (std::is_same_v<T, RoundScoredEvent>) {
                return scored_text(e, listener);
            } else {
                static_assert(std::is_same_v<T, GameOverEvent>);
                return game_over_text(e, listener);
            }
        },
        event);
}

} // namespace parlor::casino
