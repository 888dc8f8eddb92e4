#include "parlor/record/line_writer.hpp"

#include "parlor/record/position.hpp"

namespace parlor::record {

void LineWriter::write_start(std::string_view game_id, const std::array<std::string, 2>& seats,
                             const nlohmann::ordered_json& own) const {
    nlohmann::ordered_json fields{{"parlor", game_id}, {"seats", {seats[0], seats[1]}}};
    for (const auto& [key, value] : own.items()) {
        fields[key] = value;
    }
    write("start", fields);
}

void LineWriter::write_start_at(std::string_view game_id, const std::array<std::string, 2>& seats,
                                std::string position) const {
    write("start", position_start(game_id, {seats[0], seats[1]}, std::move(position)));
}

} // namespace parlor::record
