#include "parlor/cards/first_line.hpp"

#include "parlor/cards/text_as_data.hpp"

namespace parlor::cards {

std::string first_that_fits(const std::vector<std::string>& tries) {
    for (const std::string& line : tries) {
        if (characters(line) <= first_line_limit) {
            return line;
        }
    }
    if (tries.empty()) {
        return {};
    }
    std::string cut = tries.back();
    cut.resize(bytes_of_characters(cut, first_line_limit));
    return cut;
}

} // namespace parlor::cards
