// Casino's record, written as the game goes (docs/casino.md, "Game record").

#include "parlor/cards/card_json.hpp"
#include "parlor/games/casino/cards.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <type_traits>

namespace parlor::casino {

namespace {

using Json = nlohmann::ordered_json;

// The save files' codes, suit first ("S7", "CX").
Json card_codes(const std::vector<Card>& list) {
    return cards::card_codes(list, code);
}

} // namespace

void RecordWriter::start(const std::array<std::string, 2>& seats, const GameState& state) {
    Json own = Json::object();
    if (!state.deck.empty()) {
        own["stacked"] = card_codes(state.deck);
    }
    write_start(seats, own);
}

void RecordWriter::action(Seat seat, const Action& action, const Chance& chance,
                          const GameState& after) {
    write_action(index(seat), action, [&](const auto& act, Json& fields) -> const char* {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallCoin>) {
            fields["call"] = record::coin_side(act.call == Coin::Heads);
            fields["landed"] = record::coin_side(*chance.landed == Coin::Heads);
            if (!chance.deck.empty()) {
                fields["deck"] = card_codes(chance.deck);
            }
            return "call";
        } else if constexpr (std::is_same_v<T, Capture>) {
            fields["card"] = code(act.card);
            fields["taken"] = card_codes(act.taken);
            return "capture";
        } else if constexpr (std::is_same_v<T, Build>) {
            fields["card"] = code(act.card);
            fields["value"] = act.value;
            fields["loose"] = card_codes(act.loose);
            fields["onto"] = card_codes(act.onto);
            return "build";
        } else if constexpr (std::is_same_v<T, Trail>) {
            fields["card"] = code(act.card);
            return "trail";
        } else {
            fields["deck"] = card_codes(chance.deck);
            return "next round";
        }
    });
    const std::array<int, 2> now = scores(after);
    if (after.phase == Phase::RoundOver) {
        write("round over", Json{{"round", after.round}, {"scores", {now[0], now[1]}}});
    } else if (after.phase == Phase::GameOver) {
        write_end(now, winner(after));
    }
}

} // namespace parlor::casino
