#include "parlor/record/two_seat_record.hpp"

#include <utility>

namespace parlor::record {

std::string two_seat_start_line(int game, std::string_view game_id,
                                const std::array<std::string, 2>& seats,
                                const nlohmann::ordered_json& own) {
    nlohmann::ordered_json fields{{"parlor", game_id}, {"seats", {seats[0], seats[1]}}};
    for (const auto& [key, value] : own.items()) {
        fields[key] = value;
    }
    return record_line("start", game, fields);
}

std::string two_seat_position_line(int game, std::string_view game_id,
                                   const std::array<std::string, 2>& seats, std::string position) {
    return record_line("start", game,
                       position_start(game_id, {seats[0], seats[1]}, std::move(position)));
}

} // namespace parlor::record
