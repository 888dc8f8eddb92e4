// Pinochle's record, written as the game goes (docs/pinochle.md, "Game record").

#include "parlor/cards/card_json.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <type_traits>

namespace parlor::pinochle {

namespace {

using Json = nlohmann::ordered_json;

using record::coin_side;

} // namespace

void RecordWriter::start(const std::array<std::string, 2>& seats, const std::vector<Card>& deck,
                         int target) {
    Json fields{{"deck", cards::card_codes(deck)}};
    if (target > 0) {
        fields["target"] = target;
    }
    write_start(seats, fields);
}

void RecordWriter::action(Seat seat, const Action& action, const Chance& chance,
                          const GameState& after) {
    write_action(index(seat), action, [&](const auto& act, Json& fields) -> const char* {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallToss>) {
            fields["call"] = coin_side(act.heads);
            fields["coin"] = coin_side(chance.heads.value_or(false));
            return "toss";
        } else if constexpr (std::is_same_v<T, Play>) {
            fields["card"] = cards::to_string(act.card);
            // Which copy: the one of that current meld, so the replay breaks the same melds.
            if (act.from_meld) {
                fields["meld"] = *act.from_meld;
            }
            return "play";
        } else if constexpr (std::is_same_v<T, Declare>) {
            fields["meld"] = meld_name(act.meld.kind);
            fields["cards"] = cards::card_codes(act.meld.cards);
            return "meld";
        } else if constexpr (std::is_same_v<T, DeclineMeld>) {
            return "no meld";
        } else if constexpr (std::is_same_v<T, AnotherRound>) {
            fields["deck"] = cards::card_codes(chance.deck);
            return "another round";
        } else {
            return "end game";
        }
    });
    // The last trick of a round that reaches a game's target ends the round and the game.
    const bool round_ended =
        after.phase == Phase::RoundOver ||
        (after.phase == Phase::GameOver && std::holds_alternative<Play>(action));
    if (round_ended) {
        const RoundResult result = round_result(after);
        write_round_over(result.round, result.round_scores, result.scores);
    }
    if (after.phase == Phase::GameOver) {
        write_end(scores(after), leading_seat(after)); // equal totals: no winner
    }
}

} // namespace parlor::pinochle
