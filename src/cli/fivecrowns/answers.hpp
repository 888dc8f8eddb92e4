#pragma once
// What the human types, read into moves and choices. Each reader returns the value, or nothing
// and a complaint that says what would be accepted; the session asks again.

#include "cli/turn_menu.hpp"

#include "parlor/games/fivecrowns/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli::fc {

// The menu, the toss call and the help request every game's session reads (cli/turn_menu.hpp).
using cli::is_help_request;
using cli::MenuChoice;
using cli::read_menu_choice;
using cli::read_toss_call;

// A draw in any case and spacing: the words of read_draw_words (parlor/games/fivecrowns/
// move_words.hpp), where advice writes them too: "stock" or "discard", and a few others.
std::optional<parlor::fivecrowns::Action> read_draw(std::string_view answer,
                                                    std::string& complaint);

} // namespace parlor::cli::fc
