#include "parlor/record/said.hpp"

#include "parlor/record/record_lines.hpp"

#include <utility>

namespace parlor::record {

std::map<int, std::vector<std::string>> said_in_game(std::string_view text, std::string_view file,
                                                     int number) {
    std::map<int, std::vector<std::string>> said;
    const std::string error = for_each_record_line(text, file, [&](RecordLine& line) {
        if (line.game == number && !line.said.empty()) {
            said.emplace(line.number, std::move(line.said));
        }
    });
    if (!error.empty()) {
        said.clear();
    }
    return said;
}

} // namespace parlor::record
