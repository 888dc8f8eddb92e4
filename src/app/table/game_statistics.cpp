#include "app/table/game_statistics.hpp"

#include "app/table_entries.hpp"

namespace parlor::app::table {

void count_finished_game(App& app, std::string_view game_id, const std::string& level,
                         const GameRecord& record) {
    std::string notice;
    Statistics statistics = load_statistics(app.statistics_path(), &notice);
    const TableEntry* game = find_table(game_id);
    statistics.add(game_id, level, record, game ? game->score : ScoreSense{});
    if (const auto error = save_statistics(app.statistics_path(), statistics)) {
        notice = "The statistics were not saved: " + *error;
    }
    if (!notice.empty()) {
        app.set_notice(notice, true);
    }
    app.unfinished().remove(game_id);
}

} // namespace parlor::app::table
