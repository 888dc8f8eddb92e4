#include "app/core/prepared_textures.hpp"

#include <algorithm>
#include <vector>

namespace parlor::app {

namespace {

// Keys asked for once and never prepared are forgotten past this many (a long animation with
// changing sizes asks for a new key every frame).
constexpr std::size_t max_waiting_keys = 4096;

} // namespace

std::size_t PreparedTextures::KeyHash::operator()(const Key& k) const {
    std::uint64_t h = 1469598103934665603ull;
    for (const std::int32_t v : k) {
        h = (h ^ static_cast<std::uint32_t>(v)) * 1099511628211ull;
    }
    return static_cast<std::size_t>(h ^ (h >> 29));
}

PreparedTextures::Lookup PreparedTextures::lookup(const Key& key, std::uint64_t frame) {
    auto [it, inserted] = entries_.try_emplace(key);
    Entry& e = it->second;
    if (inserted) {
        e.first_asked = frame;
        if (entries_.size() > max_waiting_keys) {
            evict(frame);
        }
        return Lookup{};
    }
    e.last_used = frame;
    if (e.texture) {
        return Lookup{e.texture.get(), false, e.opaque_inset};
    }
    return Lookup{nullptr, !e.failed && e.first_asked != frame, -1};
}

PreparedTextures::Lookup PreparedTextures::store(const Key& key, TexturePtr texture, int w, int h,
                                                 int opaque_inset, std::uint64_t frame) {
    Entry& e = entries_[key];
    pixels_ -= e.pixels;
    e.failed = !texture;
    e.texture = std::move(texture);
    e.pixels = e.texture ? static_cast<std::size_t>(w) * static_cast<std::size_t>(h) : 0;
    e.last_used = frame;
    e.opaque_inset = opaque_inset;
    pixels_ += e.pixels;
    SDL_Texture* result = e.texture.get();
    if (pixels_ > budget_) {
        evict(frame); // keeps what this frame uses, so `result` stays valid
    }
    return Lookup{result, false, opaque_inset};
}

void PreparedTextures::evict(std::uint64_t frame) {
    // Waiting keys from earlier frames go first; then prepared pictures, least recently used
    // first, until the budget holds. What this frame uses stays.
    for (auto it = entries_.begin(); it != entries_.end();) {
        const Entry& e = it->second;
        if (!e.texture && !e.failed && std::max(e.first_asked, e.last_used) != frame) {
            it = entries_.erase(it);
        } else {
            ++it;
        }
    }
    if (pixels_ <= budget_) {
        return;
    }
    std::vector<std::pair<std::uint64_t, Key>> by_age;
    for (const auto& [key, e] : entries_) {
        if (e.texture && e.last_used != frame) {
            by_age.emplace_back(e.last_used, key);
        }
    }
    std::sort(by_age.begin(), by_age.end());
    for (const auto& [age, key] : by_age) {
        if (pixels_ <= budget_) {
            break;
        }
        auto it = entries_.find(key);
        pixels_ -= it->second.pixels;
        entries_.erase(it);
    }
}

void PreparedTextures::clear() {
    entries_.clear();
    pixels_ = 0;
}

} // namespace parlor::app
