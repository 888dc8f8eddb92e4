#pragma once
// A table opened as the player opens one from the title, so that it records its game (the entry
// deals, and tosses, before the table opens), and the one record it writes in the data folder.

#include "app_fixture.hpp"

#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace parlor::app::testing {

// The game of `choice` begun as from the title: its entry's start, its table on top.
inline void start_from_title(AppFixture& f, const NewGameChoice& choice) {
    StartedGame started = find_table(choice.game_id)->start(*f.app, choice);
    f.app->reset_to(std::move(started.scene));
    f.app->step();
}

// The text of the one record of `game_id` in the data folder (records/<game_id>/).
inline std::string only_record(AppFixture& f, const std::string& game_id) {
    const auto folder = std::filesystem::path(f.app->data_dir()) / "records" / game_id;
    REQUIRE(std::filesystem::exists(folder));
    std::vector<std::string> records;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        records.push_back(entry.path().string());
    }
    REQUIRE(records.size() == 1);
    std::string error;
    const auto text = parlor::cards::read_whole_file(records.front(), error);
    REQUIRE_MESSAGE(text, error);
    return *text;
}

} // namespace parlor::app::testing
