#include "parlor/catalogue/seat_words.hpp"

#include <array>
#include <utility>

namespace parlor::catalogue {

std::string difficulty_words(std::string_view strategy) {
    // The same three levels in every game, whatever each game's ids for them.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> words = {{
        {"random", "Beginner"},
        {"naive", "Beginner"},
        {"greedy", "Intermediate"},
        {"rule", "Intermediate"},
        {"expert", "Expert"},
    }};
    for (const auto& [id, said] : words) {
        if (id == strategy) {
            return std::string(said);
        }
    }
    std::string said(strategy);
    if (!said.empty() && said[0] >= 'a' && said[0] <= 'z') {
        said[0] = static_cast<char>(said[0] - 'a' + 'A');
    }
    return said;
}

std::string recorded_seat_words(std::string_view seat) {
    return seat == "human" ? std::string("you") : "the computer, " + difficulty_words(seat);
}

} // namespace parlor::catalogue
