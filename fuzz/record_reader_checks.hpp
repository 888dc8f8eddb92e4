#pragma once
// What every game's record reader and replay must do with any bytes (the body of each
// fuzz_<game>_record target): games that replay, or an error "fuzz.jsonl:LINE: problem" on a
// line the text has; never a crash. A game adds its own check of a replayed game (no card lost
// or made, no score past the target). Its replay is found by argument-dependent lookup on its
// RecordedGame.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace parlor::fuzz {

[[noreturn]] inline void fail_record(const char* name, const std::string& problem) {
    std::fprintf(stderr, "%s: %s\n", name, problem.c_str());
    std::abort();
}

// An error is "fuzz.jsonl:LINE: problem" with a line the text has.
inline void check_record_error(const char* name, const std::string& error, std::string_view text) {
    const auto lines = static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
    const std::string prefix = "fuzz.jsonl:";
    if (error.rfind(prefix, 0) != 0) {
        fail_record(name, "an error that does not begin with the file\n" + error);
    }
    const long line = std::strtol(error.c_str() + prefix.size(), nullptr, 10);
    if (line < 1 || line > lines) {
        fail_record(name, "an error on a line the text does not have\n" + error);
    }
}

// `read(text, file)` reads the record; each game is replayed, and a game that replays is given to
// `check(game, state)` (the game as read, where its replay stopped), which answers what is wrong
// with it (empty when nothing is).
template <class GameState, class Read, class Check>
void check_record_reader(const char* name, std::string_view text, Read&& read, Check&& check) {
    const auto games = read(text, "fuzz.jsonl");
    if (!games.ok()) {
        check_record_error(name, games.error, text);
        return;
    }
    for (const auto& game : games.games) {
        GameState state;
        if (const std::string error = replay(game, "fuzz.jsonl", state); !error.empty()) {
            check_record_error(name, error, text);
            return;
        }
        if (const std::string wrong = check(game, state); !wrong.empty()) {
            fail_record(name, wrong);
        }
    }
}

} // namespace parlor::fuzz
