#include "app/core/statistics.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

namespace parlor::app {

std::string level_at_table(const std::string& difficulty, int players) {
    return difficulty + "@" + std::to_string(players);
}

std::pair<std::string, int> split_level(std::string_view level) {
    const auto at = level.rfind('@');
    if (at == std::string_view::npos || at + 1 >= level.size()) {
        return {std::string(level), 0};
    }
    int players = 0;
    for (const char c : level.substr(at + 1)) {
        if (c < '0' || c > '9' || players > 100) {
            return {std::string(level), 0};
        }
        players = players * 10 + (c - '0');
    }
    return {std::string(level.substr(0, at)), players};
}

namespace {
constexpr std::string_view length_mark = " to ";
}

std::string level_to_length(const std::string& difficulty, int points) {
    return difficulty + std::string(length_mark) + std::to_string(points);
}

std::pair<std::string, int> split_length(std::string_view level) {
    const auto at = level.rfind(length_mark);
    const std::string_view digits =
        at == std::string_view::npos ? std::string_view{} : level.substr(at + length_mark.size());
    if (digits.empty() || digits.size() > 4) {
        return {std::string(level), 0};
    }
    int points = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') {
            return {std::string(level), 0};
        }
        points = points * 10 + (c - '0');
    }
    return {std::string(level.substr(0, at)), points};
}

RowKey split_row(std::string_view level) {
    const auto [rest, players] = split_level(level);
    const auto [difficulty, points] = split_length(rest);
    return RowKey{difficulty, points, players};
}

std::string seated_level(const std::string& level, int seats) {
    return seats > 2 ? level_at_table(level, seats) : level;
}

void Statistics::add(std::string_view game, const std::string& difficulty, const GameRecord& record,
                     const ScoreSense& sense) {
    Tally& t = games[std::string(game)][difficulty];
    if (difficulty == from_a_file) {
        ++t.counts[std::string(finished_from_file)];
        return;
    }
    ++t.played;
    switch (record.result) {
    case GameRecord::Result::Win:
        ++t.won;
        t.streak = std::max(0, t.streak) + 1;
        break;
    case GameRecord::Result::Loss:
        ++t.lost;
        t.streak = std::min(0, t.streak) - 1;
        break;
    case GameRecord::Result::Tie:
        ++t.tied;
        t.streak = 0;
        break;
    }
    t.best_streak = std::max(t.best_streak, t.streak);
    if (!t.best || (sense.lower_is_better ? record.score < *t.best : record.score > *t.best)) {
        t.best = record.score;
    }
    t.score_sum += record.score;
    t.with_undo += record.undo ? 1 : 0;
    for (const auto& [name, n] : record.counts) {
        t.counts[name] += n;
    }
    t.recent.push_back(RecentResult{record.result, record.score});
    if (t.recent.size() > recent_kept) {
        t.recent.erase(t.recent.begin());
    }
}

void Statistics::abandon(std::string_view game, const std::string& difficulty) {
    ++games[std::string(game)][difficulty].abandoned;
}

void Statistics::reset(std::string_view game) {
    if (const auto it = games.find(game); it != games.end()) {
        games.erase(it);
    }
}

namespace {

const char* letter_of(GameRecord::Result r) {
    return r == GameRecord::Result::Win ? "w" : r == GameRecord::Result::Loss ? "l" : "t";
}

std::optional<GameRecord::Result> result_of(const std::string& letter) {
    if (letter == "w") {
        return GameRecord::Result::Win;
    }
    if (letter == "l") {
        return GameRecord::Result::Loss;
    }
    if (letter == "t") {
        return GameRecord::Result::Tie;
    }
    return std::nullopt;
}

nlohmann::ordered_json tally_to_json(const Tally& t) {
    nlohmann::ordered_json recent = nlohmann::ordered_json::array();
    for (const RecentResult& r : t.recent) {
        recent.push_back({{"result", letter_of(r.result)}, {"score", r.score}});
    }
    nlohmann::ordered_json j = {{"played", t.played},       {"won", t.won},
                                {"lost", t.lost},           {"tied", t.tied},
                                {"streak", t.streak},       {"best_streak", t.best_streak},
                                {"score_sum", t.score_sum}, {"with_undo", t.with_undo},
                                {"abandoned", t.abandoned}, {"counts", t.counts},
                                {"recent", recent}};
    if (t.best) {
        j["best"] = *t.best;
    }
    return j;
}

// A tally read strictly: every count a non-negative number that adds up.
std::optional<Tally> tally_from_json(const nlohmann::json& j) {
    if (!j.is_object()) {
        return std::nullopt;
    }
    Tally t;
    auto count = [&](const char* key, int& into, bool may_be_negative = false) {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_number_integer()) {
            return false;
        }
        into = it->get<int>();
        return may_be_negative || into >= 0;
    };
    if (!count("played", t.played) || !count("won", t.won) || !count("lost", t.lost) ||
        !count("tied", t.tied) || !count("streak", t.streak, true) ||
        !count("best_streak", t.best_streak) || !count("with_undo", t.with_undo) ||
        t.won + t.lost + t.tied != t.played || t.with_undo > t.played) {
        return std::nullopt;
    }
    // Files written before games could be abandoned have no such count.
    if (j.contains("abandoned") && !count("abandoned", t.abandoned)) {
        return std::nullopt;
    }
    const auto sum = j.find("score_sum");
    if (sum == j.end() || !sum->is_number()) {
        return std::nullopt;
    }
    t.score_sum = sum->get<double>();
    if (const auto best = j.find("best"); best != j.end()) {
        if (!best->is_number()) {
            return std::nullopt;
        }
        t.best = best->get<double>();
    }
    if (const auto counts = j.find("counts"); counts != j.end()) {
        if (!counts->is_object()) {
            return std::nullopt;
        }
        for (const auto& [name, n] : counts->items()) {
            if (!n.is_number_integer()) {
                return std::nullopt;
            }
            t.counts[name] = n.get<int>();
        }
    }
    const auto recent = j.find("recent");
    if (recent == j.end() || !recent->is_array() || recent->size() > recent_kept) {
        return std::nullopt;
    }
    for (const auto& r : *recent) {
        if (!r.is_object() || !r.contains("result") || !r["result"].is_string() ||
            !r.contains("score") || !r["score"].is_number()) {
            return std::nullopt;
        }
        const auto result = result_of(r["result"].get<std::string>());
        if (!result) {
            return std::nullopt;
        }
        t.recent.push_back(RecentResult{*result, r["score"].get<double>()});
    }
    return t;
}

// A row's key with a table's size ("…@N") names one a game can have; a key with no '@' is any
// other row (a difficulty, "from a file").
bool row_key_reads(std::string_view level) {
    if (level.find('@') == std::string_view::npos) {
        return true;
    }
    const int players = split_level(level).second;
    return players >= row_seats_min && players <= row_seats_max;
}

// The line of the file a game's entry (or one row of it) begins on, for "FILE:LINE: problem": the
// key as this program writes it, looked for after the game's own key; 1 when it is not found
// (a key written with other escapes by hand).
int line_of_key(const std::string& text, const std::string& game, const std::string& level) {
    const auto line_at = [&](std::size_t at) {
        return 1 + static_cast<int>(std::count(
                       text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    };
    const auto game_at = text.find(nlohmann::json(game).dump() + ":");
    if (game_at == std::string::npos) {
        return 1;
    }
    if (level.empty()) {
        return line_at(game_at);
    }
    const auto level_at = text.find(nlohmann::json(level).dump() + ":", game_at);
    return level_at == std::string::npos ? line_at(game_at) : line_at(level_at);
}

} // namespace

std::string statistics_to_json(const Statistics& s) {
    nlohmann::ordered_json games = nlohmann::ordered_json::object();
    for (const auto& [game, levels] : s.games) {
        nlohmann::ordered_json by_level = nlohmann::ordered_json::object();
        for (const auto& [level, tally] : levels) {
            by_level[level] = tally_to_json(tally);
        }
        games[game] = by_level;
    }
    const nlohmann::ordered_json j = {{"parlor_statistics", 1}, {"games", games}};
    return cards::json_text(j, 2) + "\n";
}

bool statistics_from_newer(const std::string& text) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object()) {
        return false;
    }
    const auto version = j.find("parlor_statistics");
    return version != j.end() && version->is_number_unsigned() &&
           version->get<std::uint64_t>() > std::uint64_t{statistics_version};
}

std::optional<Statistics> statistics_from_json(const std::string& text, std::string* error,
                                               int* error_line) {
    auto fail = [&](const char* why) {
        if (error) {
            *error = why;
        }
        return std::nullopt;
    };
    int line = 1;
    if (error_line) {
        *error_line = 1;
    }
    auto fail_at = [&](int at, const char* why) {
        if (error_line) {
            *error_line = at;
        }
        return fail(why);
    };
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        // The byte the parser stopped at, as the line it is on.
        const auto upto = static_cast<std::ptrdiff_t>(std::min<std::size_t>(e.byte, text.size()));
        line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + upto, '\n'));
        return fail_at(line, "it is not valid JSON");
    } catch (const nlohmann::json::exception&) {
        return fail("it is not valid JSON"); // a number out of range, say
    }
    if (!j.is_object()) {
        return fail("it is not valid JSON");
    }
    if (!j.contains("parlor_statistics") ||
        (j["parlor_statistics"] != statistics_version && !statistics_from_newer(text))) {
        return fail("it is not a Parlor statistics file of version 1");
    }
    const auto games = j.find("games");
    if (games == j.end() || !games->is_object()) {
        return fail("it has no games");
    }
    Statistics s;
    for (const auto& [game, levels] : games->items()) {
        if (!levels.is_object()) {
            return fail_at(line_of_key(text, game, {}), "a game's entry is not an object");
        }
        for (const auto& [level, tally] : levels.items()) {
            if (!row_key_reads(level)) {
                return fail_at(line_of_key(text, game, level),
                               "a row names a table of no size it can have");
            }
            auto t = tally_from_json(tally);
            if (!t) {
                return fail_at(line_of_key(text, game, level), "a tally's numbers do not add up");
            }
            s.games[game][level] = std::move(*t);
        }
    }
    return s;
}

namespace {

// Statistics that could not be written (a full disk, a folder gone read-only), by their file:
// the game's result is kept here while the program runs, read in place of the file, and written
// with the next write, so that a failed write never loses a finished game.
std::map<std::string, Statistics>& unwritten() {
    static std::map<std::string, Statistics> kept;
    return kept;
}

// Where a damaged file goes: "<path>.damaged", or the first of ".damaged.2", ".3", ... that is
// free, so that a second damaged file never replaces the first one set aside.
std::string set_aside_name(const std::string& path) {
    std::string aside = path + ".damaged";
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(std::filesystem::symlink_status(aside, ec)); ++n) {
        aside = path + ".damaged." + std::to_string(n);
    }
    return aside;
}

} // namespace

Statistics load_statistics(const std::string& path, std::string* notice, StatisticsAccess access) {
    if (const auto kept = unwritten().find(path); kept != unwritten().end()) {
        return kept->second;
    }
    std::string read_error;
    const auto text = cards::read_whole_file(path, read_error);
    std::error_code missing;
    if (!text && !std::filesystem::exists(std::filesystem::symlink_status(path, missing))) {
        return Statistics{}; // no games finished yet
    }
    auto tell = [notice](std::string said) {
        if (notice) {
            *notice = std::move(said);
        }
    };
    // A file that cannot be read (a FIFO, a device, past 1 MiB) is set aside like a damaged one.
    std::string why = read_error;
    if (text) {
        int line = 1;
        auto s = statistics_from_json(*text, &why, &line);
        if (!s) {
            why = cards::printable(path) + ":" + std::to_string(line) + ": " + why;
        }
        if (statistics_from_newer(*text)) {
            // Its counts are the player's: this version shows what it can read of them and
            // leaves the file to the Parlor that wrote it.
            tell(s ? "Statistics were written by a newer Parlor; they are shown read-only and "
                     "not updated."
                   : "Statistics were written by a newer Parlor, which this one cannot show; "
                     "they are left as they are and not updated.");
            return s.value_or(Statistics{});
        }
        if (s) {
            return *s;
        }
    }
    if (access == StatisticsAccess::ReadOnly) {
        tell("The statistics file is damaged (" + why + "); it is left as it is.");
        return Statistics{};
    }
    const std::string aside = set_aside_name(path);
    std::error_code ec;
    std::filesystem::rename(path, aside, ec);
    tell("The statistics file was damaged (" + why + "); " +
         (ec ? "it could not be set aside" : "it was set aside as " + aside) +
         " and counting starts afresh.");
    return Statistics{};
}

std::optional<std::string> save_statistics(const std::string& path, const Statistics& s) {
    // What is on disk is read again at the moment of writing: a newer Parlor may have written it
    // since it was read.
    std::string read_error;
    if (const auto on_disk = cards::read_whole_file(path, read_error);
        on_disk && statistics_from_newer(*on_disk)) {
        return cards::printable(path) +
               " was written by a newer Parlor; it is left as it is and not updated";
    }
    if (const auto error = cards::write_file_atomically(path, statistics_to_json(s))) {
        unwritten()[path] = s;
        return *error + ". They are kept while Parlor runs and written with the next result.";
    }
    unwritten().erase(path);
    return std::nullopt;
}

} // namespace parlor::app
