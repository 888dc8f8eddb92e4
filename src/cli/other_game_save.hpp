#pragma once
// `play <game> --load FILE` (or the resume question) given another game's save: the error says
// what the file is and the command that plays it ("FILE: this is a Five Crowns save: parlor-cli
// play fivecrowns --load FILE"), not the first line this game's reader refused ("a score of 23
// is past 21" for a Five Crowns file loaded as Casino).

#include <string>
#include <string_view>

namespace parlor::cli {

// The error to show for a file `game_name` ("Casino") could not load: the note above when the
// catalogue takes the file for another game's save, otherwise `reader_error` as it is.
std::string load_error(std::string_view game_name, const std::string& path,
                       std::string reader_error);

} // namespace parlor::cli
