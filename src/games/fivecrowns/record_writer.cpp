// Five Crowns' record, written as the game goes (docs/fivecrowns.md, "Game record").

#include "parlor/cards/card_json.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <nlohmann/json.hpp>

#include <type_traits>

namespace parlor::fivecrowns {

namespace {

using Json = nlohmann::ordered_json;

using record::coin_side;

// One figure per seat, seat 0's first (record::both at two seats).
Json each_seat(const std::vector<int>& values) {
    Json out = Json::array();
    for (const int value : values) {
        out.push_back(value);
    }
    return out;
}

} // namespace

void RecordWriter::start(const std::vector<std::string>& seats, const std::vector<Card>& deck) {
    write("start",
          Json{{"parlor", record_game_id}, {"seats", seats}, {"deck", cards::card_codes(deck)}});
}

void RecordWriter::start_at(const std::vector<std::string>& seats,
                            const GameState& position) const {
    write("start", record::position_start(record_game_id, seats, write_save(position)));
}

void RecordWriter::action(Seat seat, const Action& action, const Chance& chance,
                          const GameState& after) {
    write_action(index(seat), action, [&](const auto& act, Json& fields) -> const char* {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallToss>) {
            fields["call"] = coin_side(act.heads);
            fields["coin"] = coin_side(*chance.heads);
            return "toss";
        } else if constexpr (std::is_same_v<T, DrawStock>) {
            if (!chance.stock.empty()) {
                fields["stock"] = cards::card_codes(chance.stock); // the reshuffled stock
            }
            return "draw";
        } else if constexpr (std::is_same_v<T, TakeDiscard>) {
            return "take";
        } else if constexpr (std::is_same_v<T, Discard>) {
            fields["card"] = cards::to_string(act.card);
            return "discard";
        } else {
            fields["deck"] = cards::card_codes(chance.deck);
            return "next round";
        }
    });
    // A discard that ends a round: its score, then the end after round 11.
    const bool scored = std::holds_alternative<Discard>(action) &&
                        (after.phase == Phase::RoundOver || after.phase == Phase::GameOver);
    if (!scored) {
        return;
    }
    write("round over", Json{{"round", after.round},
                             {"points", each_seat(after.results.back().points)},
                             {"scores", each_seat(totals(after))}});
    if (after.phase == Phase::GameOver) {
        Json end{{"scores", each_seat(totals(after))}};
        if (const auto won = winner(after)) {
            end["winner"] = index(*won);
        }
        write("end", end);
    }
}

} // namespace parlor::fivecrowns
