#pragma once
// --trace-play: one line on standard output for each thing a test driving the program from
// outside waits for (each change of screen, each line a table's log gains), flushed at once.
// Off unless asked for. Plain C++ (no SDL), so the tables' log can report to it.

#include <string_view>

namespace parlor::app {

void set_play_tracing(bool on);
bool play_tracing();
// Prints "<seconds since the start> <what>: <text>" when tracing is on.
void trace_play(std::string_view what, std::string_view text);

} // namespace parlor::app
