// Gfx's text: the DejaVu fonts, text rendered once into cached textures, measuring, wrapping
// and paragraphs.
#include "app/core/gfx_draw_calls.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace parlor::app {

using gfx_detail::to_sdl;

namespace {

constexpr std::size_t text_cache_limit = 600;
constexpr std::size_t font_cache_limit = 24;
constexpr std::size_t measure_cache_limit = 4000;
constexpr std::size_t wrap_cache_limit = 400;

// Splits UTF-8 text into words and the breaks between them.
std::vector<std::string> split_paragraph_words(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') {
            ++i;
        }
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ') {
            ++j;
        }
        if (j > i) {
            words.emplace_back(line.substr(i, j - i));
        }
        i = j;
    }
    return words;
}

} // namespace

std::size_t Gfx::TextKeyHash::operator()(const TextKey& k) const {
    return std::hash<std::string>{}(k.text) ^
           (std::hash<int>{}(k.size * 2 + (k.bold ? 1 : 0)) << 1) ^
           (std::hash<std::uint32_t>{}(k.rgb) << 3);
}

std::size_t Gfx::WrapKeyHash::operator()(const WrapKey& k) const {
    return TextKeyHash{}(k.text) ^ (std::hash<int>{}(k.width) << 7);
}

TTF_Font* Gfx::font(int size, bool bold) {
    size = std::clamp(size, 6, 400);
    const auto key = std::make_pair(size, bold);
    if (auto it = fonts_.find(key); it != fonts_.end()) {
        return it->second.get();
    }
    if (fonts_.size() >= font_cache_limit) {
        fonts_.clear(); // a long live resize; rendered text stays cached as textures
    }
    const auto path =
        std::filesystem::path(font_dir_) / (bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
    FontPtr f(TTF_OpenFont(path.c_str(), size));
    if (!f) {
        return nullptr;
    }
    TTF_SetFontHinting(f.get(), TTF_HINTING_LIGHT);
    TTF_Font* raw = f.get();
    fonts_.emplace(key, std::move(f));
    return raw;
}

const Gfx::TextEntry* Gfx::text_texture(std::string_view utf8, int size, bool bold, Color color) {
    TextKey key{std::string(utf8), size, bold,
                (std::uint32_t{color.r} << 16) | (std::uint32_t{color.g} << 8) | color.b};
    if (auto it = text_cache_.find(key); it != text_cache_.end()) {
        lru_.splice(lru_.begin(), lru_, it->second.lru);
        return &it->second;
    }
    TTF_Font* f = font(size, bold);
    if (!f || utf8.empty()) {
        return nullptr;
    }
    SurfacePtr s(
        TTF_RenderUTF8_Blended(f, key.text.c_str(), SDL_Color{color.r, color.g, color.b, 255}));
    if (!s) {
        return nullptr;
    }
    TexturePtr t(SDL_CreateTextureFromSurface(renderer_, s.get()));
    if (!t) {
        return nullptr;
    }
    SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_BLEND);
    while (text_cache_.size() >= text_cache_limit && !lru_.empty()) {
        text_cache_.erase(lru_.back());
        lru_.pop_back();
    }
    lru_.push_front(key);
    TextEntry entry{std::move(t), s->w, s->h, lru_.begin()};
    auto [it, inserted] = text_cache_.emplace(std::move(key), std::move(entry));
    return &it->second;
}

Rect Gfx::text(std::string_view utf8, float x, float y, const TextStyle& style) {
    const int size = static_cast<int>(std::lround(style.size));
    // Dry frames measure the line (SDL_ttf makes a line's picture exactly the size it measures)
    // instead of making its picture.
    const TextEntry* e = dry_ ? nullptr : text_texture(utf8, size, style.bold, style.color);
    if (dry_ ? utf8.empty() || !font(size, style.bold) : !e) {
        return Rect{x, y, 0, 0};
    }
    const TextSize drawn = e ? TextSize{float(e->w), float(e->h)} : measure(utf8, style);
    float left = x;
    if (style.align == Align::Center) {
        left = x - drawn.w / 2.0f;
    } else if (style.align == Align::Right) {
        left = x - drawn.w;
    }
    const Rect r{std::round(left), std::round(y), drawn.w, drawn.h};
    if (sketched("text", utf8, r, size, static_cast<int>(style.bold), style.color)) {
        return r;
    }
    if (text_boxes_ && style.color.a > 0) {
        text_boxes_->text(utf8, r);
    }
    if (dry_) {
        return r;
    }
    SDL_SetTextureAlphaMod(e->texture.get(), style.color.a);
    const SDL_FRect dst = to_sdl(r);
    touch(dst.x, dst.y, dst.w, dst.h);
    SDL_RenderCopyF(renderer_, e->texture.get(), nullptr, &dst);
    return r;
}

Rect Gfx::text_centered(std::string_view utf8, const Rect& box, const TextStyle& style) {
    const TextSize s = measure(utf8, style);
    TextStyle centred = style;
    centred.align = Align::Center;
    return text(utf8, box.cx(), box.cy() - s.h / 2, centred);
}

TextSize Gfx::measure(std::string_view utf8, const TextStyle& style) {
    TextKey key{std::string(utf8), static_cast<int>(std::lround(style.size)), style.bold};
    if (auto it = measures_.find(key); it != measures_.end()) {
        return it->second;
    }
    TTF_Font* f = font(key.size, style.bold);
    if (!f) {
        return {};
    }
    TextSize size;
    if (utf8.empty()) {
        size = TextSize{0, float(TTF_FontHeight(f))};
    } else {
        int w = 0, h = 0;
        TTF_SizeUTF8(f, key.text.c_str(), &w, &h);
        size = TextSize{float(w), float(h)};
    }
    if (measures_.size() >= measure_cache_limit) {
        measures_.clear(); // the next frames measure again what they show
    }
    measures_.emplace(std::move(key), size);
    return size;
}

float Gfx::line_height(const TextStyle& style) {
    TTF_Font* f = font(static_cast<int>(std::lround(style.size)), style.bold);
    return f ? float(TTF_FontLineSkip(f)) : style.size * 1.2f;
}

std::vector<std::string> Gfx::cut_to_width(const std::string& word, float width,
                                           const TextStyle& style) {
    if (width <= 0 || measure(word, style).w <= width) {
        return {word};
    }
    std::vector<std::string> pieces;
    std::string piece;
    for (std::size_t i = 0; i < word.size();) {
        // One character at a time, never a piece of one.
        const std::size_t n = cards::bytes_of_characters(std::string_view(word).substr(i), 1);
        const std::string longer = piece + word.substr(i, n);
        if (!piece.empty() && measure(longer, style).w > width) {
            pieces.push_back(piece);
            piece = word.substr(i, n);
        } else {
            piece = longer;
        }
        i += n;
    }
    pieces.push_back(piece);
    return pieces;
}

std::string Gfx::elided(const std::string& utf8, float width, const TextStyle& style) {
    if (measure(utf8, style).w <= width) {
        return utf8;
    }
    const std::string ellipsis = "…";
    // The longest start that fits with the ellipsis: cut_to_width's first piece.
    const float room = width - measure(ellipsis, style).w;
    if (room <= 0) {
        return {};
    }
    std::string start = cut_to_width(utf8, room, style).front();
    if (measure(start, style).w > room) {
        return {}; // not even one character fits
    }
    while (!start.empty() && start.back() == ' ') {
        start.pop_back();
    }
    return start + ellipsis;
}

std::vector<std::string> Gfx::wrap(std::string_view utf8, float width, const TextStyle& style) {
    // A width of 230.6 breaks where 230 does: measured widths are whole pixels.
    WrapKey key{TextKey{std::string(utf8), static_cast<int>(std::lround(style.size)), style.bold},
                static_cast<int>(std::floor(std::clamp(width, -1.0f, 1.0e6f)))};
    if (auto it = wraps_.find(key); it != wraps_.end()) {
        return it->second;
    }
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= utf8.size()) {
        const std::size_t nl = utf8.find('\n', start);
        const std::string_view para =
            utf8.substr(start, nl == std::string_view::npos ? utf8.npos : nl - start);
        std::string current;
        for (const std::string& whole : split_paragraph_words(para)) {
            // A word wider than the line (a file's path) is cut where the line is full.
            for (const std::string& word : cut_to_width(whole, width, style)) {
                const std::string candidate = current.empty() ? word : current + " " + word;
                if (!current.empty() && measure(candidate, style).w > width) {
                    lines.push_back(current);
                    current = word;
                } else {
                    current = candidate;
                }
            }
        }
        lines.push_back(current);
        if (nl == std::string_view::npos) {
            break;
        }
        start = nl + 1;
    }
    if (wraps_.size() >= wrap_cache_limit) {
        wraps_.clear();
    }
    wraps_.emplace(std::move(key), lines);
    return lines;
}

float Gfx::paragraph(std::string_view utf8, const Rect& box, const TextStyle& style) {
    const float lh = line_height(style);
    float y = box.y;
    float x = box.x;
    if (style.align == Align::Center) {
        x = box.cx();
    } else if (style.align == Align::Right) {
        x = box.right();
    }
    for (const std::string& l : wrap(utf8, box.w, style)) {
        if (!l.empty()) {
            text(l, x, y, style);
        }
        y += lh;
    }
    return y - box.y;
}

} // namespace parlor::app
