// Cribbage's record, written as the game goes (docs/cribbage.md, "Game record").

#include "parlor/cards/card_json.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <type_traits>

namespace parlor::cribbage {

namespace {

using Json = nlohmann::ordered_json;

const char* skunk_word(Skunk skunk) {
    switch (skunk) {
    case Skunk::Single:
        return "skunk";
    case Skunk::Double:
        return "double skunk";
    case Skunk::None:
        break;
    }
    return "none";
}

} // namespace

void RecordWriter::start(const std::array<std::string, 2>& seats, int target, CountOwn count_own) {
    Json own{{"target", target}};
    if (count_own != CountOwn::Off) {
        own["count"] = std::string(count_own_name(count_own));
    }
    write_start(seats, own);
}

void RecordWriter::action(Seat seat, const Action& action, const Chance& chance,
                          const GameState& after) {
    write_action(index(seat), action, [&](const auto& act, Json& fields) -> const char* {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CutForDeal>) {
            Json cuts = Json::array();
            for (const Cut& cut : chance.cuts) {
                cuts.push_back({cards::to_string(cut.human), cards::to_string(cut.computer)});
            }
            fields["cuts"] = cuts;
            fields["deck"] = cards::card_codes(chance.deck);
            return "cut";
        } else if constexpr (std::is_same_v<T, LayAway>) {
            fields["cards"] = cards::card_codes(std::vector<Card>{act.first, act.second});
            if (chance.starter) {
                fields["starter"] = cards::to_string(*chance.starter);
            }
            return "lay away";
        } else if constexpr (std::is_same_v<T, Play>) {
            fields["card"] = cards::to_string(act.card);
            return "play";
        } else if constexpr (std::is_same_v<T, Claim>) {
            fields["points"] = act.points;
            return "claim";
        } else {
            fields["deck"] = cards::card_codes(chance.deck);
            return "deal";
        }
    });
    const std::array<int, 2> now = scores(after);
    if (after.phase == Phase::DealOver) {
        write("deal over", Json{{"deal", after.deal_number}, {"scores", {now[0], now[1]}}});
    } else if (after.phase == Phase::GameOver) {
        const Seat won = *winner(after);
        write("end",
              Json{{"scores", {now[0], now[1]}},
                   {"winner", index(won)},
                   {"skunk", skunk_word(skunk_of(after.player(other(won)).score, after.target))}});
    }
}

} // namespace parlor::cribbage
