#include "app/scenes/unfinished_question.hpp"

#include "app/core/app.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/table/game_statistics.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <filesystem>

namespace parlor::app {

void discard_unfinished(App& app, const std::string& game_id) {
    const UnfinishedGames unfinished = app.unfinished();
    // A read-only window leaves the game to the window that holds the folder; a finished game
    // whose result waits was not left unfinished, and its file goes once the result is written.
    if (app.read_only() || !unfinished.has(game_id) || table::result_waits(app, game_id)) {
        return;
    }
    const GameOrigin origin =
        unfinished.origin(game_id, game_origin(app.settings().difficulty(game_id)));
    std::string notice;
    Statistics statistics = app.load_statistics(&notice);
    statistics.abandon(game_id,
                       origin.from_file.empty() ? origin.difficulty : std::string(from_a_file));
    if (const auto error = app.save_statistics(statistics)) {
        notice = "The statistics were not saved: " + *error;
    }
    if (!notice.empty()) {
        app.set_notice(notice, true);
    }
    unfinished.remove(game_id);
}

void ask_before_replacing(App& app, const std::string& game_id, const std::string& instead,
                          std::function<void()> go_on,
                          std::function<void(std::unique_ptr<Scene>)> show,
                          std::function<std::string()> recheck) {
    const UnfinishedGames unfinished = app.unfinished();
    // A finished game whose result waits (a full disk) is not a game in progress.
    if (!unfinished.has(game_id) || table::result_waits(app, game_id)) {
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
        [&app, game_id, go_on = std::move(go_on), show = std::move(show),
         recheck = std::move(recheck)](bool keep) {
            if (!keep) {
                if (const std::string error = recheck ? recheck() : std::string(); !error.empty()) {
                    app.go_to_title(error, true); // nothing discarded
                    return;
                }
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

void load_asking_first(App& app, const std::string& path, bool from_dialog) {
    // Opens it for good (its table autosaves over the game's unfinished game at once).
    const auto open = [&app, path, from_dialog] {
        OpenedGame opened = open_save_file(app, path);
        if (from_dialog) {
            app.pop();
        }
        if (opened.scene) {
            app.push(std::move(opened.scene));
        } else {
            app.set_notice(opened.error, true); // the title shows it; nothing was touched
        }
    };
    const SaveCheck check = check_save_file(path);
    if (!check.error.empty()) {
        if (from_dialog) {
            app.pop();
        }
        app.set_notice(check.error, true);
        return;
    }
    const UnfinishedGames unfinished = app.unfinished();
    if (unfinished.game_of(path) == check.game_id) {
        open(); // the game's own unfinished game: nothing else to ask about
        return;
    }
    ask_before_replacing(
        app, check.game_id,
        "load " + cards::printable(std::filesystem::path(path).filename().string()), open,
        [&app, from_dialog](std::unique_ptr<Scene> table) {
            if (from_dialog) {
                app.pop();
            }
            app.push(std::move(table));
        },
        [path] { return check_save_file(path).error; });
}

} // namespace parlor::app
