import * as ImagePicker from 'expo-image-picker';
import { Platform } from 'react-native';

/** Where a picture for an answer comes from. */
export type MediaSource = 'library' | 'camera';

/**
 * The picker's options for `remaining` more pictures. A photo just taken can be cropped. From the
 * library: several at once, in the order tapped, uncropped (the system cannot crop several);
 * one alone may be cropped on iOS, which crops a GIF frame by frame, but not on Android, whose
 * cropper makes a still PNG of it and the GIF would stop moving. `Compatible` has iOS hand over
 * its HEIC photos as JPEG, which the server takes (it keeps a GIF a GIF).
 */
export function pickerOptions(
  source: MediaSource,
  remaining: number,
  os = Platform.OS,
): ImagePicker.ImagePickerOptions {
  const common = {
    mediaTypes: ['images'] as ImagePicker.MediaType[],
    exif: false,
    preferredAssetRepresentationMode: ImagePicker.UIImagePickerPreferredAssetRepresentationMode.Compatible,
  };
  if (source === 'camera') return { ...common, allowsEditing: true, quality: 0.9 };
  if (remaining > 1) {
    return { ...common, allowsMultipleSelection: true, selectionLimit: remaining, orderedSelection: true, quality: 1 };
  }
  return { ...common, allowsEditing: os === 'ios', quality: 1 };
}

/**
 * Asks for the camera or the photos (the system asks the member once; a refusal stays until the
 * phone's settings change it), then opens the camera or the library. `denied` when refused; no
 * assets when cancelled; never more than `remaining`, and never a video.
 */
export async function pickMedia(
  source: MediaSource,
  remaining: number,
): Promise<ImagePicker.ImagePickerAsset[] | 'denied'> {
  const permission =
    source === 'camera'
      ? await ImagePicker.requestCameraPermissionsAsync()
      : await ImagePicker.requestMediaLibraryPermissionsAsync();
  // iOS's "selected photos only" still lets the picker show those.
  if (!permission.granted && !('accessPrivileges' in permission && permission.accessPrivileges === 'limited')) {
    return 'denied';
  }
  const options = pickerOptions(source, remaining);
  const result =
    source === 'camera'
      ? await ImagePicker.launchCameraAsync(options)
      : await ImagePicker.launchImageLibraryAsync(options);
  if (result.canceled) return [];
  return result.assets.filter((asset) => asset.type !== 'video').slice(0, Math.max(0, remaining));
}
