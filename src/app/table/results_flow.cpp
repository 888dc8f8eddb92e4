#include "app/table/results_flow.hpp"

#include "app/table_entries.hpp"

#include <memory>
#include <utility>

namespace parlor::app::table {

void show_final_results(App& app, ResultsSheet sheet, std::optional<std::string> record) {
    if (record) {
        sheet.watch = [&app, text = std::move(*record)] {
            OpenedGame opened = open_record_text(app, text, "this game's record");
            if (opened.scene) {
                app.push(std::move(opened.scene));
            } else {
                app.set_notice(opened.error, true);
            }
        };
    }
    app.replace(std::make_unique<ResultsScreen>(app, std::move(sheet)));
}

void show_round_results(App& app, ResultsSheet sheet, std::function<void()> deal_next,
                        std::function<App::Notice()> kept) {
    sheet.scene_name = "round_results";
    sheet.final = false;
    sheet.on_leave = std::move(deal_next);
    sheet.kept = std::move(kept);
    app.push(std::make_unique<ResultsScreen>(app, std::move(sheet)));
}

} // namespace parlor::app::table
