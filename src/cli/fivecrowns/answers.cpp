#include "cli/fivecrowns/answers.hpp"

#include "cli/fivecrowns/table.hpp"

#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/move_words.hpp"

namespace parlor::cli::fc {

std::optional<bool> read_toss_call(std::string_view answer, std::string& complaint) {
    const std::string word = normalise_answer(answer);
    if (is_one_of(word, {"h", "head", "heads"})) {
        return true;
    }
    if (is_one_of(word, {"t", "tail", "tails"})) {
        return false;
    }
    complaint = "Please answer heads or tails.";
    return std::nullopt;
}

bool is_help_request(std::string_view answer) {
    return is_one_of(normalise_answer(answer), {"help", "?"});
}

std::optional<Action> read_draw(std::string_view answer, std::string& complaint) {
    if (auto draw = read_draw_words(normalise_answer(answer))) {
        return draw;
    }
    complaint = "Please type stock (the draw pile) or discard (the top of the discard pile), "
                "or help.";
    return std::nullopt;
}

} // namespace parlor::cli::fc
