#pragma once
// `parlor-cli advice-study fivecrowns`: the expert's advice measured over expert self-play.

namespace parlor::cli {
struct Commands;
}

namespace parlor::cli::fc {

void add_advice_study_command(Commands& commands);

} // namespace parlor::cli::fc
