#include "app/table/names.hpp"

namespace parlor::app::table {

Names::Names(std::string player, std::vector<std::string> others) {
    const bool you = player.size() == 3 && (player[0] | 0x20) == 'y' && (player[1] | 0x20) == 'o' &&
                     (player[2] | 0x20) == 'u';
    names_.push_back(player.empty() || you ? std::string("You") : std::move(player));
    names_.insert(names_.end(), others.begin(), others.end());
}

const std::string& Names::operator[](int seat) const {
    static const std::string nobody = "Nobody";
    return seat >= 0 && seat < size() ? names_[static_cast<std::size_t>(seat)] : nobody;
}

std::string Names::possessive(int seat) const {
    return you(seat) ? "Your" : operator[](seat) + "'s";
}

std::string Names::with_verb(int seat, const std::string& plain, const std::string& third) const {
    return operator[](seat) + " " + (you(seat) ? plain : third);
}

std::string score_line(const std::string& first, int first_score, const std::string& second,
                       int second_score) {
    return first + " " + std::to_string(first_score) + "  —  " + second + " " +
           std::to_string(second_score);
}

std::string toss_line(bool landed_heads, bool called_right) {
    return std::string(landed_heads ? "Heads" : "Tails") +
           (called_right ? " — you called it right. You play first."
                         : " — the computer won the toss and plays first.");
}

} // namespace parlor::app::table
