#include "app/table/game_recording.hpp"

namespace parlor::app::table {

bool in_records_folder(const std::string& data_dir, std::string_view game_id,
                       const std::string& path) {
    const std::string folder = data_dir + "records/" + std::string(game_id) + "/";
    return path.size() > folder.size() + 6 && path.compare(0, folder.size(), folder) == 0 &&
           path.find('/', folder.size()) == std::string::npos && path.ends_with(".jsonl");
}

} // namespace parlor::app::table
