#pragma once
// The player's record, per game and difficulty: games played, won, lost and tied, the streaks,
// the best and average score in the game's own sense, games in which a move was taken back, the
// game's own tallies (skunks, say), and the last results for a small chart. Kept as JSON
// (statistics.json in the data folder), written atomically; a damaged file is set aside, reported
// once, and counting starts afresh — never a crash. A newer Parlor's file is shown, never written.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app {

// One finished game, as its table tells it.
struct GameRecord {
    enum class Result { Win, Loss, Tie };
    Result result = Result::Tie;
    double score = 0;                  // the game's own measure (see ScoreSense)
    bool undo = false;                 // a move was taken back
    std::map<std::string, int> counts; // the game's own tallies ("skunks given": 1)
};

// How a game's score reads: "Your total" (lowest best) or "Margin" (highest best).
struct ScoreSense {
    std::string label = "Score";
    bool lower_is_better = false;
};

struct RecentResult {
    GameRecord::Result result = GameRecord::Result::Tie;
    double score = 0;
    friend bool operator==(const RecentResult&, const RecentResult&) = default;
};

struct Tally {
    int played = 0;
    int won = 0;
    int lost = 0;
    int tied = 0;
    int streak = 0;      // wins in a row now (negative: losses in a row)
    int best_streak = 0; // most wins in a row
    std::optional<double> best;
    double score_sum = 0;
    int with_undo = 0;
    int abandoned = 0; // unfinished games the player discarded (not among the played)
    std::map<std::string, int> counts;
    std::vector<RecentResult> recent; // oldest first, at most recent_kept

    double win_rate() const { return played > 0 ? static_cast<double>(won) / played : 0; }
    double average() const { return played > 0 ? score_sum / played : 0; }
    friend bool operator==(const Tally&, const Tally&) = default;
};

inline constexpr std::size_t recent_kept = 20;

// The row of the games begun from a saved file (perhaps edited by hand): kept apart from the
// difficulties, whose results they would otherwise claim. Such a game is counted as finished
// (its tally `finished_from_file`), never as won, lost or tied: a file one move from its end
// was a win for the player who made that one move.
inline constexpr std::string_view from_a_file = "from a file";
inline constexpr std::string_view finished_from_file = "finished";

// A difficulty kept apart by the size of the table ("expert@4": the expert at a table of four),
// for a game whose results depend on it. The plain difficulty is a row of its own.
std::string level_at_table(const std::string& difficulty, int players);
// The difficulty and the table's size of such a row (players 0 for a plain difficulty).
std::pair<std::string, int> split_level(std::string_view level);

// A difficulty kept apart by the length of the game ("expert to 61": Cribbage's short game),
// and back (points 0 for any other row).
std::string level_to_length(const std::string& difficulty, int points);
std::pair<std::string, int> split_length(std::string_view level);

// A row's key: the game's difficulty, then the game's length where it is not the usual one
// (" to 61"), then the table's size where the game keeps sizes apart ("@4"): "expert",
// "expert@4", "expert to 61@4". The key is the game's row and the seat count, for any game: a
// game whose usual table is two (Five Crowns, Cribbage) keeps its two-seat games in the plain
// row (seated_level), so that the files written before stay as they read.
struct RowKey {
    std::string difficulty;
    int points = 0;  // 0: the game's usual length
    int players = 0; // 0: not kept apart by size
    friend bool operator==(const RowKey&, const RowKey&) = default;
};
RowKey split_row(std::string_view level);
// `level` at a table of `seats`: the plain row at two, level_at_table above.
std::string seated_level(const std::string& level, int seats);
// The fewest and most seats a row's key may name: a key "…@N" outside them is not a row.
inline constexpr int row_seats_min = 2;
inline constexpr int row_seats_max = 99;

struct Statistics {
    // By game id, then by difficulty.
    std::map<std::string, std::map<std::string, Tally>, std::less<>> games;

    void add(std::string_view game, const std::string& difficulty, const GameRecord& record,
             const ScoreSense& sense);
    // An unfinished game the player chose to discard.
    void abandon(std::string_view game, const std::string& difficulty);
    void reset(std::string_view game);
    friend bool operator==(const Statistics&, const Statistics&) = default;
};

std::string statistics_to_json(const Statistics& statistics);
// Nothing when the text is not a statistics file (`error` says why; `error_line`, when given, the
// line of the file it is on: 1 for the file as a whole).
std::optional<Statistics> statistics_from_json(const std::string& text, std::string* error,
                                               int* error_line = nullptr);

// The version of the statistics files this Parlor writes.
inline constexpr int statistics_version = 1;
// The text is a statistics file of a later version than this Parlor's (a newer Parlor wrote it).
bool statistics_from_newer(const std::string& text);

// Whether load_statistics may set a damaged file aside (Write), or must leave the folder as it
// is (ReadOnly: another window holds the data folder, App::read_only).
enum class StatisticsAccess { Write, ReadOnly };

// Reads the file (or the statistics kept unwritten, below); a missing file is empty statistics.
// A damaged one is renamed to "<path>.damaged" (or .damaged.2, .3, ...: never over an older
// one; with ReadOnly it stays where it is) and `notice` says so; the statistics start empty.
// A file from a newer Parlor is not damaged: it is left untouched, what this version can read of
// it is returned, and `notice` says it is shown read-only (save_statistics will not write it).
Statistics load_statistics(const std::string& path, std::string* notice = nullptr,
                           StatisticsAccess access = StatisticsAccess::Write);
// Atomic write; an error sentence, or nothing. Statistics that could not be written are kept in
// memory while the program runs: load_statistics returns them in place of the file, and the next
// save_statistics of that file writes them (with whatever was added since). A file a newer
// Parlor wrote is never written over: an error sentence, and nothing is kept.
std::optional<std::string> save_statistics(const std::string& path, const Statistics& statistics);

} // namespace parlor::app
