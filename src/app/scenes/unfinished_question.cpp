#include "app/scenes/unfinished_question.hpp"

#include "app/core/app.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/table_entries.hpp"

namespace parlor::app {

void discard_unfinished(App& app, const std::string& game_id) {
    const UnfinishedGames unfinished = app.unfinished();
    if (!unfinished.has(game_id)) {
        return;
    }
    const GameOrigin origin =
        unfinished.origin(game_id, GameOrigin{app.settings().difficulty(game_id), {}, {}});
    std::string notice;
    Statistics statistics = load_statistics(app.statistics_path(), &notice);
    statistics.abandon(game_id,
                       origin.from_file.empty() ? origin.difficulty : std::string(from_a_file));
    if (const auto error = save_statistics(app.statistics_path(), statistics)) {
        notice = "The statistics were not saved: " + *error;
    }
    if (!notice.empty()) {
        app.set_notice(notice, true);
    }
    unfinished.remove(game_id);
}

void ask_before_replacing(App& app, const std::string& game_id, const std::string& instead,
                          std::function<void()> go_on,
                          std::function<void(std::unique_ptr<Scene>)> show) {
    const UnfinishedGames unfinished = app.unfinished();
    if (!unfinished.has(game_id)) {
        go_on();
        return;
    }
    const TableEntry& game = table_or_first(game_id);
    const SaveSummary summary =
        summarize_unfinished(app, UnfinishedGame{game_id, unfinished.path(game_id), 0, true});
    // The summary begins with the game's name, which the question has already said.
    std::string line = summary.line;
    if (line.rfind(game.title + ", ", 0) == 0) {
        line.erase(0, game.title.size() + 2);
    }
    std::string question = "You have a " + game.title + " game in progress";
    question += summary.error.empty() ? ": " + line + "." : ".";
    question += " Continue it, or " + instead +
                " and discard it (the statistics count it as left unfinished)?";
    auto dialog = std::make_unique<ConfirmDialog>(
        app, "A game in progress", question, "Continue it", "Discard it",
        [&app, game_id, go_on = std::move(go_on), show = std::move(show)](bool keep) {
            if (!keep) {
                discard_unfinished(app, game_id);
                go_on();
                return;
            }
            OpenedGame opened = open_unfinished(
                app, UnfinishedGame{game_id, app.unfinished().path(game_id), 0, true});
            if (opened.scene) {
                show(std::move(opened.scene));
            } else {
                app.go_to_title(opened.error, true);
            }
        });
    dialog->esc_only_closes();
    app.push(std::move(dialog));
}

} // namespace parlor::app
