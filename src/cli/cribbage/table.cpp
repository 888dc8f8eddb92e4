#include "cli/cribbage/table.hpp"

#include "cli/seat_words.hpp"

#include "parlor/cards/notation.hpp"

#include <type_traits>

namespace parlor::cli::crib {

namespace {

std::string codes(const std::vector<Card>& cards) {
    return cards::format_cards(cards);
}

std::string code(Card card) {
    return cards::to_string(card);
}

std::string score_of(Seat seat, int score) {
    return std::string(seat == Seat::Human ? "you" : "the computer") + ": " + std::to_string(score);
}

std::string items_text(const std::vector<ScoreItem>& items) {
    std::string out;
    for (const ScoreItem& item : items) {
        out += (out.empty() ? "" : " and ") + describe(item);
    }
    return out;
}

} // namespace

std::string table_text(const GameState& state) {
    std::string out = "Scores: you " + std::to_string(state.player(Seat::Human).score) +
                      ", the computer " + std::to_string(state.player(Seat::Computer).score) +
                      " (" + std::to_string(state.target) + " wins). ";
    out += state.dealer == Seat::Human ? "You deal: the crib is yours.\n"
                                       : "The computer deals: the crib is its.\n";
    out += "Starter: " + (state.starter ? code(*state.starter) : std::string("not cut yet")) +
           "   Crib: " + std::to_string(state.crib().size()) + " cards\n";
    if (state.phase == Phase::Play) {
        out += "Pile: " + (state.pile.empty() ? std::string("empty") : codes(state.pile)) +
               " (count " + std::to_string(state.count()) + ")";
        if (state.go) {
            out += "; " + std::string(state.go == Seat::Human ? "you have" : "the computer has") +
                   " said go";
        }
        out += "\n";
        const std::size_t held = state.player(Seat::Computer).hand.size();
        out +=
            "The computer holds " + std::to_string(held) + (held == 1 ? " card" : " cards") +
            " and has played " +
            (state.player(Seat::Computer).played.empty()
                 ? std::string("none")
                 : codes(state.player(Seat::Computer).played)) +
            "; you have played " +
            (state.player(Seat::Human).played.empty() ? std::string("none")
                                                      : codes(state.player(Seat::Human).played)) +
            ".\n";
    }
    out += "Your hand: " + numbered_cards(state.player(Seat::Human).hand) + "\n";
    return out;
}

std::string show_text(const Show& show) {
    const std::string whose =
        show.crib ? possessive(show.seat) + " crib" : possessive(show.seat) + " hand";
    std::string text = whose + " " + codes(show.cards) + " with the " + code(show.starter) + ": " +
                       speech(show.score) + " = " + std::to_string(show.score.total);
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

std::string event_text(const Event& event) {
    return std::visit(
        [](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CutForDealEvent>) {
                std::string text = "You cut the " + code(e.human) + ", the computer the " +
                                   code(e.computer) + ": ";
                if (!e.dealer) {
                    return text + "a tie, so you cut again.";
                }
                return text +
                       (*e.dealer == Seat::Human ? "you deal first." : "the computer deals first.");
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return "\n--- Deal " + std::to_string(e.deal_number) + ": " +
                       (e.dealer == Seat::Human ? "you deal, the crib is yours"
                                                : "the computer deals, the crib is its") +
                       " ---";
            } else if constexpr (std::is_same_v<T, LaidAwayEvent>) {
                if (e.seat == Seat::Human) {
                    return "You lay away the " + code(e.first) + " and the " + code(e.second) + ".";
                }
                return "The computer lays away two cards.";
            } else if constexpr (std::is_same_v<T, StarterEvent>) {
                return "The starter is the " + code(e.card) + ".";
            } else if constexpr (std::is_same_v<T, PointsEvent>) {
                if (e.item.kind == ScoreKind::HisHeels) {
                    return "His heels: a jack turned up, 2 for the dealer (" +
                           score_of(e.seat, e.score) + ").";
                }
                return subject(e.seat) + (e.seat == Seat::Human ? " score" : " scores") +
                       " 1 for the last card (" + score_of(e.seat, e.score) + ").";
            } else if constexpr (std::is_same_v<T, PlayedEvent>) {
                std::string text = subject(e.seat) + (e.seat == Seat::Human ? " play" : " plays") +
                                   " the " + code(e.card) + ": " + std::to_string(e.count);
                if (!e.items.empty()) {
                    text += ", " + items_text(e.items) + " (" + score_of(e.seat, e.score) + ")";
                }
                return text + ".";
            } else if constexpr (std::is_same_v<T, GoEvent>) {
                return subject(e.seat) + (e.seat == Seat::Human ? " say go." : " says go.");
            } else if constexpr (std::is_same_v<T, CountRestartedEvent>) {
                return "The count starts again at 0; " +
                       std::string(e.leader == Seat::Human ? "you lead." : "the computer leads.");
            } else if constexpr (std::is_same_v<T, ShowEvent>) {
                return show_text(e.show) + " (" + score_of(e.show.seat, e.score) + ").";
            } else {
                std::string text =
                    "\n=== " +
                    std::string(e.winner == Seat::Human ? "You win" : "The computer wins") + ", " +
                    std::to_string(e.scores[static_cast<std::size_t>(index(e.winner))]) + " to " +
                    std::to_string(e.scores[static_cast<std::size_t>(index(other(e.winner)))]);
                if (e.skunk == Skunk::Double) {
                    text += ": a double skunk";
                } else if (e.skunk == Skunk::Single) {
                    text += ": a skunk";
                }
                return text + " ===";
            }
        },
        event);
}

} // namespace parlor::cli::crib
