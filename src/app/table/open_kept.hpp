#pragma once
// Continuing a kept game (app/core/unfinished_games.hpp): the engine replays the record the
// unfinished game keeps, the table opens on its start, and its moves are played again through the
// engine (GameTable::continue_game) to the moment the player left — whatever the moment: the cut,
// a show, a round's results. A record that does not replay opens nothing and gives its
// "FILE:LINE: problem" (the unfinished game's save file, when there is one, is then opened).

#include "app/core/app.hpp"
#include "app/core/unfinished_games.hpp"
#include "app/table_entries.hpp"
#include "parlor/engine/replay.hpp"

#include <memory>
#include <string>
#include <vector>

namespace parlor::app::table {

// The record's text, as the record file holds it.
inline std::string record_text_of(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += line;
        text += '\n';
    }
    return text;
}

// What a kept game's file is called in its messages.
inline std::string kept_file_name(std::string_view game_id) {
    return "unfinished/" + std::string(game_id) + ".json";
}

template <class Table>
OpenedGame open_kept(App& app, const KeptGame& kept, const GameOrigin& origin) {
    using G = typename Table::Rules;
    OpenedGame opened;
    engine::Replayed<G> replayed =
        engine::replay_record<G>(record_text_of(kept.record), kept_file_name(G::id));
    if (!replayed.ok()) {
        opened.error = replayed.error;
        return opened;
    }
    // The moves made before the table first opened (a toss) belong to its start: the table
    // opens after them, as it did, and plays the rest again.
    typename Table::Start start;
    start.state = replayed.start();
    auto first_played = replayed.steps.begin();
    for (; first_played != replayed.steps.end() &&
           static_cast<std::size_t>(first_played->line) <= kept.opening;
         ++first_played) {
        if (!G::apply(start.state, first_played->action, first_played->chance)) {
            opened.error = kept_file_name(G::id) + ": the record's opening does not replay";
            return opened;
        }
    }
    const std::vector<typename engine::Replayed<G>::Step> steps(first_played, replayed.steps.end());
    start.seed = kept.seed;
    start.decisions_seed = kept.decisions_seed;
    start.player_name = app.settings().player_name;
    if constexpr (requires { Table::player_name_in(start.state); }) {
        if (std::string written = Table::player_name_in(start.state); !written.empty()) {
            start.player_name = std::move(written);
        }
    }
    start.difficulty = origin.difficulty;
    start.from_file = origin.from_file;
    start.kept = true;
    start.record_path = kept.record_path;
    // The record's opening begins the record again; the moves' lines follow as they are played
    // again.
    start.record_opening.assign(kept.record.begin(),
                                kept.record.begin() + static_cast<long>(kept.opening));
    auto table = std::make_unique<Table>(app, std::move(start));
    const bool same_chance =
        table->continue_game(steps, kept.decisions, origin.table_memory, origin.table_log);
    if (!same_chance || table->record_lines() != kept.record) {
        // Not expected of a record the engine wrote: say so rather than hide it.
        table->log_note("The kept game was continued from its record, but its cards to come are "
                        "dealt afresh (the record did not replay exactly).");
    }
    opened.scene = std::move(table);
    return opened;
}

// One line about a kept game, as Continue lists it ("Cribbage, deal 2: ..."), the seats named by
// `words`, or its error.
template <class Rules>
SaveSummary kept_summary(const KeptGame& kept, const cards::SeatWords& words) {
    const engine::Replayed<Rules> replayed =
        engine::replay_record<Rules>(record_text_of(kept.record), kept_file_name(Rules::id));
    if (!replayed.ok()) {
        return SaveSummary{std::string(Rules::id), {}, replayed.error};
    }
    return SaveSummary{std::string(Rules::id), Rules::summary(replayed.last, words), {}};
}

} // namespace parlor::app::table
