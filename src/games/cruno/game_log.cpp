// The JSON Lines game log, written by hand: its values are numbers, booleans, card codes and
// names, so a small escaper is all it needs.

#include "parlor/games/cruno/game_log.hpp"

#include <cstdio>
#include <ostream>
#include <type_traits>

namespace parlor::cruno {

namespace {

std::string in_quotes(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            out += escaped;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string card(Card card) {
    return in_quotes(to_string(card));
}

std::string suit(Suit suit) {
    return in_quotes(std::string(1, suit_letter(suit)));
}

template <class T, class Format> std::string list(const std::vector<T>& items, Format&& format) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += (i > 0 ? "," : "") + format(items[i]);
    }
    return out + "]";
}

std::string cards_list(const std::vector<Card>& cards) {
    return list(cards, card);
}

std::string numbers(const std::vector<int>& values) {
    return list(values, [](int value) { return std::to_string(value); });
}

std::string boolean(bool value) {
    return value ? "true" : "false";
}

std::string head(std::string_view event, int game) {
    return "{\"event\":\"" + std::string(event) + "\",\"game\":" + std::to_string(game);
}

std::string start_line(int game, const GameState& state) {
    std::vector<std::string> seats;
    for (const Player& player : state.players) {
        seats.push_back(player.plays);
    }
    return head("start", game) + ",\"players\":" + std::to_string(state.player_count()) +
           ",\"seats\":" + list(seats, [](const std::string& s) { return in_quotes(s); }) +
           ",\"rules\":{\"draw_two_skips\":" + boolean(state.rules.draw_two_skips) +
           ",\"reverse_skips_with_two\":" + boolean(state.rules.reverse_skips_with_two) +
           "},\"decks\":" + std::to_string(state.decks) +
           ",\"dealer\":" + std::to_string(state.dealer) + "}\n";
}

std::string deal_fields(int game, const GameState& state) {
    std::vector<std::vector<Card>> hands;
    for (const Player& player : state.players) {
        hands.push_back(player.hand);
    }
    return head("deal", game) + ",\"hands\":" + list(hands, cards_list) +
           ",\"discard\":" + card(state.top().shown()) + ",\"stock\":" + cards_list(state.stock);
}

} // namespace

std::string log_start(int game, const GameState& state) {
    return start_line(game, state) + deal_fields(game, state) + "}\n";
}

std::string log_resumed(int game, const GameState& state) {
    const auto pile = list(state.discard, [](const Discarded& d) {
        return d.converted ? in_quotes(to_string(d.card) + "=8") : card(d.card);
    });
    return start_line(game, state) + deal_fields(game, state) +
           ",\"resumed\":true,\"turn\":" + std::to_string(state.turn) +
           ",\"direction\":" + std::to_string(static_cast<int>(state.direction)) +
           ",\"suit\":" + suit(state.suit) +
           ",\"pending_draw\":" + std::to_string(state.pending_draw) + ",\"discard_pile\":" + pile +
           "}\n";
}

std::string log_line(int game, const Event& event) {
    return std::visit(
        [game](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, DrewEvent>) {
                return head("draw", game) + ",\"player\":" + std::to_string(e.player) +
                       ",\"card\":" + card(e.card) + ",\"forced\":" + boolean(e.forced) + "}\n";
            } else if constexpr (std::is_same_v<T, PlayedEvent>) {
                std::string line = head("play", game) + ",\"player\":" + std::to_string(e.player) +
                                   ",\"card\":" + card(e.card);
                if (e.suit) {
                    line += ",\"suit\":" + suit(*e.suit);
                }
                if (e.converted_from) {
                    line += ",\"converted_from\":" + card(*e.converted_from);
                }
                return line + "}\n";
            } else if constexpr (std::is_same_v<T, ReshuffledEvent>) {
                return head("reshuffle", game) + ",\"stock\":" + cards_list(e.stock) + "}\n";
            } else if constexpr (std::is_same_v<T, GameOverEvent>) {
                const bool stock_out = e.reason == EndReason::StockOut;
                std::string line = head("end", game) + ",\"winners\":" + numbers(e.winners) +
                                   ",\"reason\":\"" + (stock_out ? "stock out" : "empty hand") +
                                   "\"";
                if (stock_out) {
                    line += ",\"penalties\":" + numbers(e.penalties);
                }
                return line + "}\n";
            } else {
                return {};
            }
        },
        event);
}

std::string log_capped(int game) {
    return head("end", game) + ",\"winners\":[],\"reason\":\"capped\"}\n";
}

void GameLog::start(const GameState& state) {
    out_ << log_start(game_, state);
}

void GameLog::resumed(const GameState& state) {
    out_ << log_resumed(game_, state);
}

void GameLog::record(const std::vector<Event>& events) {
    for (const Event& event : events) {
        out_ << log_line(game_, event);
    }
}

void GameLog::capped() {
    out_ << log_capped(game_);
}

} // namespace parlor::cruno
