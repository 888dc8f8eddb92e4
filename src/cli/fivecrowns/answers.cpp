#include "cli/fivecrowns/answers.hpp"

#include "cli/fivecrowns/table.hpp"

#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/move_words.hpp"

namespace parlor::cli::fc {

std::optional<Action> read_draw(std::string_view answer, std::string& complaint) {
    if (auto draw = read_draw_words(normalise_answer(answer))) {
        return draw;
    }
    complaint = "Please type stock (the draw pile) or discard (the top of the discard pile), "
                "or help.";
    return std::nullopt;
}

} // namespace parlor::cli::fc
