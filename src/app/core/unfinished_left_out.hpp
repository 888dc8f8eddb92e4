#pragma once
// The entries of the unfinished games' folder that Continue leaves out because they are not
// files it can read: a folder named cruno.json, a FIFO, a device. UnfinishedGames::list passes
// them over (a read of a FIFO would wait for ever); this says so, so that a game does not vanish
// from Continue without a word. No SDL.

#include <string>
#include <vector>

namespace parlor::app {

// One line for each such entry named like an unfinished game (*.txt, *.json) in
// <data_dir>unfinished/, in the FILE: problem form, sorted by name.
std::vector<std::string> unfinished_left_out(const std::string& data_dir);

} // namespace parlor::app
