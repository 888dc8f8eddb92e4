// Cruno's record, written as the game goes (docs/cruno.md, "Game record").

#include "parlor/cards/card_json.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/save.hpp"
#include "parlor/record/position.hpp"

#include <type_traits>

namespace parlor::cruno {

namespace {

using Json = nlohmann::ordered_json;

Json codes(const std::vector<Card>& list) {
    return cards::card_codes(list, [](Card card) { return to_string(card); });
}

std::string letter(Suit suit) {
    return std::string(1, suit_letter(suit));
}

// Who plays each seat ("human", a strategy).
Json seat_list(const GameState& state) {
    Json seats = Json::array();
    for (const Player& player : state.players) {
        seats.push_back(player.plays);
    }
    return seats;
}

// The rule options in force, by the names `--rule` takes (none by default).
Json rule_list(const Rules& rules) {
    Json names = Json::array();
    if (rules.draw_two_skips) {
        names.push_back("draw_two_skips");
    }
    if (rules.reverse_skips_with_two) {
        names.push_back("reverse_skips_with_two");
    }
    return names;
}

} // namespace

void RecordWriter::start(const GameState& dealt, const std::vector<Card>& deck) {
    write("start", Json{{"parlor", record_game_id},
                        {"seats", seat_list(dealt)},
                        {"rules", rule_list(dealt.rules)},
                        {"dealer", dealt.dealer},
                        {"deck", codes(deck)}});
}

void RecordWriter::start_at(const GameState& position) {
    write("start",
          record::position_start(record_game_id, seat_list(position), write_save(position)));
}

void RecordWriter::action(int seat, const Action& action, const Chance& chance,
                          const GameState& after) {
    write_action(seat, action, [&](const auto& act, Json& fields) -> const char* {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, Play>) {
            fields["card"] = to_string(act.card);
            if (act.suit) {
                fields["suit"] = letter(*act.suit); // named with an 8
            }
            return "play";
        } else if constexpr (std::is_same_v<T, Convert>) {
            fields["card"] = to_string(act.card); // the trickster's real card
            fields["suit"] = letter(act.suit);
            return "convert";
        } else {
            if (!chance.stock.empty()) {
                fields["stock"] = codes(chance.stock); // the reshuffled stock
            }
            return "draw";
        }
    });
    if (after.phase != Phase::GameOver) {
        return;
    }
    write("end",
          Json{{"winners", after.winners},
               {"reason", after.end_reason == EndReason::StockOut ? "stock out" : "empty hand"},
               {"penalties", after.penalties}});
}

} // namespace parlor::cruno
